import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { formatPrice } from '@/lib/format';
import { defaultRenewal, type PriceValues } from './price-rules';
import { useFieldError } from './use-field-error';

type PriceName = keyof PriceValues;

/**
 * The prices of a course or a kit: list price and renewal price, in roubles and manats. An empty
 * renewal price means the default, 60 % of the price, which the field shows as it is typed.
 */
export function PriceFields({ testId }: { testId: string }) {
  const { t } = useTranslation('admin-catalog');
  const fieldError = useFieldError();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PriceValues>();
  const [price, priceAzn] = useWatch({ control, name: ['price', 'price_azn'] });

  const renewalHint = (typed: string, currency: 'rub' | 'azn') => {
    const amount = defaultRenewal(typed);
    return amount === null
      ? t('prices.renewalDefaultUnknown')
      : t(`prices.renewalDefault.${currency}`, { amount: formatPrice(amount) });
  };

  const field = (name: PriceName, required: boolean, helperText?: string, placeholder?: string) => (
    <TextField
      label={t(`prices.fields.${name}`)}
      inputMode="decimal"
      autoComplete="off"
      required={required}
      placeholder={placeholder}
      helperText={helperText}
      error={fieldError(errors[name]?.message)}
      testId={`${testId}-${name}`}
      {...register(name)}
    />
  );

  const rubDefault = defaultRenewal(price);
  const aznDefault = defaultRenewal(priceAzn);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('prices.legend')}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} mt={2}>
        {field('price', true)}
        {field('price_azn', true, t('prices.aznHelp'))}
        {field(
          'prolongation_price',
          false,
          renewalHint(price, 'rub'),
          rubDefault === null ? undefined : formatPrice(rubDefault),
        )}
        {field(
          'prolongation_price_azn',
          false,
          renewalHint(priceAzn, 'azn'),
          aznDefault === null ? undefined : formatPrice(aznDefault),
        )}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
