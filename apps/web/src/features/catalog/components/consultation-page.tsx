import { Alert, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { documents } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useCreateConsultationRequest } from '../api/create-consultation-request';
import {
  consultationSchema,
  type ConsultationMessageKey,
  type ConsultationValues,
} from '../schemas';
import { Page } from '@/components/ui/page-frame';
import { DocumentLink } from '@/components/ui/document-link';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';

const emptyForm: ConsultationValues = {
  name: '',
  contact: '',
  preferred_time: '',
  message: '',
  consent: false,
};

export function ConsultationForm() {
  const { t } = useTranslation('info');
  const { t: tCommon } = useTranslation('common');
  const mutation = useCreateConsultationRequest();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ConsultationValues>({
    // Errors appear once a field is left (spec §5) and then follow each keystroke, so a corrected
    // field clears at once; validity (the submit button, hence Enter) follows every keystroke.
    mode: 'onTouched',
    resolver: zodResolver(consultationSchema),
    defaultValues: emptyForm,
  });
  const fieldError = (message: string | undefined) =>
    message ? t(message as ConsultationMessageKey) : undefined;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        name: values.name,
        contact: values.contact,
        ...(values.preferred_time ? { preferred_time: values.preferred_time } : {}),
        ...(values.message ? { message: values.message } : {}),
        consent: true,
      },
      { onSuccess: () => reset(emptyForm) },
    ),
  );

  if (mutation.isSuccess) {
    return (
      <Alert.Root status="success" data-testid="consultation-sent" maxW="2xl">
        <Alert.Indicator />
        <Alert.Content gap={3}>
          <Alert.Title>{t('consultation.sentTitle')}</Alert.Title>
          <Alert.Description>{t('consultation.sentText')}</Alert.Description>
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => mutation.reset()}
            data-testid="consultation-again"
          >
            {t('consultation.sendAnother')}
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="consultation-form">
      <Stack gap={4} maxW="2xl">
        <TextField
          label={t('consultation.fields.name')}
          autoComplete="name"
          required
          error={fieldError(errors.name?.message)}
          testId="consultation-name"
          {...register('name')}
        />
        <TextField
          label={t('consultation.fields.contact')}
          autoComplete="email"
          required
          helperText={t('consultation.fields.contactHelp')}
          error={fieldError(errors.contact?.message)}
          testId="consultation-contact"
          {...register('contact')}
        />
        <TextField
          label={t('consultation.fields.preferredTime')}
          helperText={t('consultation.fields.preferredTimeHelp')}
          error={fieldError(errors.preferred_time?.message)}
          testId="consultation-time"
          {...register('preferred_time')}
        />
        <Field.Root invalid={Boolean(errors.message)}>
          <Field.Label>{t('consultation.fields.message')}</Field.Label>
          <Textarea rows={5} data-testid="consultation-message" {...register('message')} />
          {errors.message ? (
            <Field.ErrorText>{fieldError(errors.message.message)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('consultation.fields.messageHelp')}</Field.HelperText>
          )}
        </Field.Root>
        <ConsentCheckbox
          control={control}
          name="consent"
          error={errors.consent ? fieldError(errors.consent.message) : undefined}
          testId="consultation-consent"
        >
          {t('consultation.consentPrefix')}{' '}
          <DocumentLink href={documents.personalDataConsent}>
            {t('consultation.consentLink')}
          </DocumentLink>
        </ConsentCheckbox>
        <FormError
          message={
            mutation.error
              ? errorMessage(mutation.error, {
                  generic: tCommon('errors.generic'),
                  unknown: tCommon('errors.unknown'),
                  validation: tCommon('errors.serverValidation'),
                })
              : null
          }
          testId="consultation-error"
        />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={mutation.isPending}
          data-testid="consultation-submit"
        >
          {t('consultation.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** /consultation-appointment: the booking request form. */
export function ConsultationPage() {
  const { t } = useTranslation('info');
  return (
    <Page title={t('consultation.title')} testId="consultation-page">
      <Text mb={6} maxW="2xl">
        {t('consultation.lead')}
      </Text>
      <ConsultationForm />
    </Page>
  );
}
