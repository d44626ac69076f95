import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { QueryError } from '@/components/ui/query-error';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '../../shared/select-field';
import { useServerMessage } from '../../shared/use-server-message';
import { tariffsQuery, type BindTariffBody } from '../api/tariffs';
import { endOfDay } from '../../shared/dates';
import { latestExpiry } from '../date-rules';
import { expiryRule } from '../grant-schema';

const bindSchema = z.object({
  tariff_id: z.string().min(1, 'tariff.validation.tariffRequired'),
  expires: expiryRule(),
});
type BindValues = z.infer<typeof bindSchema>;
const emptyBind: BindValues = { tariff_id: '', expires: '' };

interface BindTariffFormProps {
  userId: number;
  onBind: (body: BindTariffBody) => Promise<unknown>;
  pending: boolean;
  error: unknown;
}

/** Binds a tariff on sale to the user: its period from the current access's end, or up to a date. */
export function BindTariffForm({ userId, onBind, pending, error }: BindTariffFormProps) {
  const { t } = useTranslation('admin-users');
  const toMessage = useServerMessage();
  const tariffs = useQuery(tariffsQuery());
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BindValues>({
    mode: 'onTouched',
    resolver: zodResolver(bindSchema),
    defaultValues: emptyBind,
  });
  // Messages are translation keys of this namespace.
  const fieldError = (message: string | undefined) =>
    message ? t(message as 'tariff.validation.tariffRequired') : undefined;
  // An inactive tariff can be neither sold nor bound.
  const options = (tariffs.data ?? [])
    .filter((tariff) => tariff.is_active)
    .map((tariff) => ({
      value: String(tariff.id),
      label: t('tariff.bind.option', { name: tariff.name, days: tariff.period_days }),
    }));

  const submit = handleSubmit((values) =>
    onBind({
      user_id: userId,
      tariff_id: Number(values.tariff_id),
      ...(values.expires ? { expires_at: endOfDay(values.expires) } : {}),
    }).then(
      () => reset(emptyBind),
      () => undefined,
    ),
  );

  return (
    <Stack as="section" gap={4} aria-labelledby="bind-tariff-title">
      <Heading as="h2" size="lg" id="bind-tariff-title">
        {t('tariff.bind.title')}
      </Heading>
      {tariffs.isError ? (
        <QueryError title={t('tariff.bind.tariffsError')} query={tariffs} level="h3" />
      ) : null}
      {tariffs.data && options.length === 0 ? (
        <Text color="fg.muted" data-testid="no-tariffs">
          {t('tariff.bind.noTariffs')}
        </Text>
      ) : null}
      <form
        noValidate
        aria-labelledby="bind-tariff-title"
        onSubmit={submit}
        data-testid="bind-form"
      >
        <Stack gap={4} maxW="3xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <SelectField
              label={t('tariff.bind.tariff')}
              emptyOption={t('tariff.bind.choose')}
              options={options}
              required
              error={fieldError(errors.tariff_id?.message)}
              testId="bind-tariff"
              {...register('tariff_id')}
            />
            <TextField
              label={t('tariff.bind.expires')}
              type="date"
              max={latestExpiry()}
              helperText={t('tariff.bind.expiresHint')}
              error={fieldError(errors.expires?.message)}
              testId="bind-expires"
              {...register('expires')}
            />
          </SimpleGrid>
          <FormError message={toMessage(error)} testId="bind-error" />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={pending}
            data-testid="bind-submit"
          >
            {t('tariff.bind.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
