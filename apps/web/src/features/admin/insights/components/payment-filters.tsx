import { useTranslation } from 'react-i18next';
import { SearchFilter } from '../../shared/search-filter';
import { SelectField } from '../../shared/select-field';
import { PRODUCT_TYPES_LIST, PROVIDERS, type PaymentFilters } from '../api/payments';
import { PeriodFilter } from './period-filter';

interface PaymentFiltersBarProps {
  filters: PaymentFilters;
  onChange: (changes: Partial<PaymentFilters>) => void;
}

/** The payments list's filters: paid or not, provider, product, user and period. */
export function PaymentFiltersBar({ filters, onChange }: PaymentFiltersBarProps) {
  const { t } = useTranslation('admin-insights');
  const { t: tc } = useTranslation('common');
  return (
    <>
      <SelectField
        label={t('payments.filters.paid')}
        emptyOption={tc('admin.any')}
        value={filters.paid}
        onChange={(event) => onChange({ paid: event.target.value })}
        options={[
          { value: 'true', label: t('payments.filters.paidYes') },
          { value: 'false', label: t('payments.filters.paidNo') },
        ]}
        testId="filter-paid"
      />
      <SelectField
        label={t('payments.filters.provider')}
        emptyOption={tc('admin.any')}
        value={filters.provider}
        onChange={(event) => onChange({ provider: event.target.value })}
        options={PROVIDERS.map((value) => ({ value, label: t(`payments.providers.${value}`) }))}
        testId="filter-provider"
      />
      <SelectField
        label={t('payments.filters.productType')}
        emptyOption={tc('admin.any')}
        value={filters.product_type}
        onChange={(event) => onChange({ product_type: event.target.value })}
        options={PRODUCT_TYPES_LIST.map((value) => ({
          value,
          label: t(`payments.productTypes.${value}`),
        }))}
        testId="filter-product-type"
      />
      <SearchFilter
        label={t('payments.filters.productId')}
        value={filters.product_id}
        inputMode="numeric"
        onChange={(product_id) => onChange({ product_id })}
        testId="filter-product-id"
      />
      <SearchFilter
        label={t('payments.filters.userId')}
        value={filters.user_id}
        inputMode="numeric"
        onChange={(user_id) => onChange({ user_id })}
        testId="filter-user-id"
      />
      <PeriodFilter from={filters.from} to={filters.to} onChange={onChange} />
    </>
  );
}
