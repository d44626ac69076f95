import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Contacts of the mobile menu: assistant, e-mail, address in Stavropol, working hours. */
export function ContactsBlock() {
  const { t } = useTranslation('layout');
  const rows = [
    { label: t('mobile.assistantLabel'), value: t('mobile.assistant') },
    { label: t('mobile.addressLabel'), value: t('mobile.address') },
  ];
  return (
    <Box as="section" aria-label={t('mobile.contactsTitle')} data-testid="mobile-contacts">
      <Heading as="h2" size="sm" mb={3}>
        {t('mobile.contactsTitle')}
      </Heading>
      <Stack gap={2} fontSize="sm">
        {rows.map((row) => (
          <Text key={row.label}>
            <Text as="span" color="fg.muted">
              {row.label}:{' '}
            </Text>
            {row.value}
          </Text>
        ))}
        <Text>
          <Text as="span" color="fg.muted">
            {t('mobile.emailLabel')}:{' '}
          </Text>
          <Link href={`mailto:${t('mobile.email')}`} colorPalette="brand">
            {t('mobile.email')}
          </Link>
        </Text>
        <Text>
          <Text as="span" color="fg.muted">
            {t('mobile.hoursLabel')}:{' '}
          </Text>
          {t('mobile.hours')}
        </Text>
        <Text>{t('mobile.weekend')}</Text>
      </Stack>
    </Box>
  );
}
