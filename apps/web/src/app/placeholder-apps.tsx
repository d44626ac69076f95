import { Center, Heading } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './providers';

function Placeholder({ kind }: { kind: 'promo' | 'school' }) {
  const { t } = useTranslation('common');
  return (
    <Center minH="100vh" px={4}>
      <Heading as="h1" size="2xl" textAlign="center">
        {t(`placeholders.${kind}`)}
      </Heading>
    </Center>
  );
}

/** The 'promo' and 'school' subdomains show only a placeholder heading until those sites are built. */
export function PlaceholderApp({ i18n, kind }: { i18n: I18n; kind: 'promo' | 'school' }) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <Placeholder kind={kind} />
    </AppProviders>
  );
}

function AddressMismatch() {
  const { t } = useTranslation('common');
  return (
    <Center minH="100vh" px={4} role="alert">
      <Heading as="h1" size="xl" textAlign="center">
        {t('errors.addressMismatch')}
      </Heading>
    </Center>
  );
}

/** No app matches the address: an honest message instead of the wrong site. */
export function AddressMismatchApp({ i18n }: { i18n: I18n }) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <AddressMismatch />
    </AppProviders>
  );
}
