import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error';
import { QueryError } from '@/components/ui/query-error';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '../../shared/select-field';
import { useServerMessage } from '../../shared/use-server-message';
import { allAdminWebinarsQuery } from '../../catalog/api/webinars';
import { latestExpiry } from '../date-rules';
import { grantSchema, REASON_MAX_LENGTH, type GrantValues } from '../grant-schema';

const emptyGrant: GrantValues = { webinar_id: '', expires: '', reason: '' };

interface GrantWebinarFormProps {
  onGrant: (values: GrantValues) => Promise<unknown>;
  pending: boolean;
  error: unknown;
}

/** Gives the user a course by hand (or moves an owned one's end of access), with a reason. */
export function GrantWebinarForm({ onGrant, pending, error }: GrantWebinarFormProps) {
  const { t } = useTranslation('admin-users');
  const toMessage = useServerMessage();
  const choices = useQuery(allAdminWebinarsQuery());
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GrantValues>({
    mode: 'onTouched',
    resolver: zodResolver(grantSchema),
    defaultValues: emptyGrant,
  });
  // Messages are translation keys of this namespace (grant-schema.ts).
  const fieldError = (message: string | undefined) =>
    message ? t(message as 'webinars.validation.webinarRequired') : undefined;
  const options = (choices.data ?? []).map((webinar) => ({
    value: String(webinar.id),
    label: webinar.is_active
      ? webinar.title
      : t('webinars.grant.inactive', { title: webinar.title }),
  }));

  return (
    <Stack as="section" gap={4} aria-labelledby="grant-webinar-title">
      <Heading as="h2" size="lg" id="grant-webinar-title">
        {t('webinars.grant.title')}
      </Heading>
      {choices.isError ? (
        <QueryError title={t('webinars.grant.choicesError')} query={choices} level="h3" />
      ) : null}
      <form
        noValidate
        aria-labelledby="grant-webinar-title"
        data-testid="grant-webinar-form"
        onSubmit={handleSubmit((values) =>
          onGrant(values).then(
            () => reset(emptyGrant),
            () => undefined,
          ),
        )}
      >
        <Stack gap={4} maxW="3xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <SelectField
              label={t('webinars.grant.webinar')}
              emptyOption={t('webinars.grant.choose')}
              options={options}
              required
              helperText={t('webinars.grant.owned')}
              error={fieldError(errors.webinar_id?.message)}
              testId="grant-webinar"
              {...register('webinar_id')}
            />
            <TextField
              label={t('webinars.grant.expires')}
              type="date"
              max={latestExpiry()}
              helperText={t('webinars.grant.expiresHint')}
              error={fieldError(errors.expires?.message)}
              testId="grant-expires"
              {...register('expires')}
            />
          </SimpleGrid>
          <TextField
            label={t('webinars.grant.reason')}
            helperText={t('webinars.grant.reasonHint')}
            maxLength={REASON_MAX_LENGTH}
            error={fieldError(errors.reason?.message)}
            testId="grant-reason"
            {...register('reason')}
          />
          <FormError message={toMessage(error)} testId="grant-error" />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={pending}
            data-testid="grant-submit"
          >
            {t('webinars.grant.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
