import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate, isPast } from '@/lib/format';

/** The "access until {date}" line of an owned item, or the date it ended. Nothing without a date. */
export function AccessUntil({
  expiresAt,
  ...textProps
}: { expiresAt: string | null | undefined } & TextProps) {
  const { t } = useTranslation('catalog');
  if (!expiresAt) return null;
  const date = formatDate(expiresAt);
  const expired = isPast(expiresAt);
  return (
    <Text
      fontSize="sm"
      color={expired ? 'fg.error' : 'fg.muted'}
      data-testid="access-until"
      {...textProps}
    >
      {expired ? t('access.expired', { date }) : t('access.until', { date })}
    </Text>
  );
}
