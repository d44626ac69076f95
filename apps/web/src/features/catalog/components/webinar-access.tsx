import { Alert, Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AccessUntil } from '@/components/catalog/access-until';

/** Replaces the purchase buttons while the viewer has access (can_view): until when, and where to watch. */
export function WebinarAccess({
  title,
  expiresAt,
  to,
  actionText,
}: {
  title: string;
  expiresAt: string | null | undefined;
  to: string;
  actionText: string;
}) {
  return (
    <Alert.Root status="success" variant="subtle" data-testid="webinar-access">
      <Alert.Indicator />
      <Stack gap={3} flex="1">
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>
            <AccessUntil expiresAt={expiresAt} color="inherit" />
          </Alert.Description>
        </Alert.Content>
        <Button asChild colorPalette="brand" alignSelf="flex-start" data-testid="watch-button">
          <RouterLink to={to}>{actionText}</RouterLink>
        </Button>
      </Stack>
    </Alert.Root>
  );
}
