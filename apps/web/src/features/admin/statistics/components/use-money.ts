import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import type { CurrencyAmount } from '../schemas';

/** An amount with its currency sign: '14 700 ₽', '99 AZN'. */
export function useMoney() {
  const { t } = useTranslation('admin-insights');
  return ({ currency, amount }: CurrencyAmount) =>
    `${formatPrice(amount)} ${t(`statistics.currencies.${currency}`)}`;
}
