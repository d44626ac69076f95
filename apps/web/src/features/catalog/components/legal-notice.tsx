import { Box, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The legal notice next to the renewal button: the terms a renewal is sold under. */
export function LegalNotice() {
  const { t } = useTranslation('catalog');
  const items = t('purchase.legal', { returnObjects: true });
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.muted" data-testid="legal-notice">
      <Text fontWeight="semibold" mb={2}>
        {t('purchase.legalTitle')}
      </Text>
      <List.Root gap={1} ps={4} fontSize="sm" color="fg.muted">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
