import { Button, Center, Heading, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBootShellGone } from '@/lib/boot-shell';

export function reloadPage() {
  window.location.reload();
}

/** Shown after an uncaught render error until the page reloads: a broken screen never stays half-drawn. */
export function ErrorFallback() {
  const { t } = useTranslation('common');
  useBootShellGone();
  return (
    <Center minH="60vh" px={4} role="alert">
      <VStack gap={6}>
        <Heading as="h1" size="xl" textAlign="center">
          {t('errors.unexpected')}
        </Heading>
        <Button colorPalette="brand" onClick={reloadPage} data-testid="error-reload">
          {t('actions.reloadPage')}
        </Button>
      </VStack>
    </Center>
  );
}

export function logRenderError(error: unknown, info: { componentStack?: string | null }) {
  console.error('[render error]', error, info.componentStack);
}
