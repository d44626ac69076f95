import { z } from 'zod';
import type { CertificateBody } from '../api/certificates';
import type { AdminCertificate } from '../schemas';
import { messages, orNull, title } from '../form-kit/rules';
import type { CatalogFormRules } from '../form-kit/use-catalog-form';
import { optionalWholeNumber } from '../form-kit/text-rules';

const DESCRIPTION_MAX = 5000;

export const certificateFormSchema = z.object({
  title,
  description: z.string().max(DESCRIPTION_MAX, messages.descriptionTooLong),
  /** yyyy-MM-dd from a date input; '' when not set. */
  issued_at: z.string(),
  sort: optionalWholeNumber,
  image: z.string(),
});
export type CertificateFormValues = z.infer<typeof certificateFormSchema>;

export const certificateFormValues = (
  certificate: AdminCertificate | null,
): CertificateFormValues => ({
  title: certificate?.title ?? '',
  description: certificate?.description ?? '',
  issued_at: certificate?.issued_at ?? '',
  sort: certificate ? String(certificate.sort) : '',
  image: certificate?.image ?? '',
});

export const certificateBody = (values: CertificateFormValues): CertificateBody => ({
  title: values.title.trim(),
  description: orNull(values.description),
  issued_at: orNull(values.issued_at),
  image: orNull(values.image),
  ...(values.sort === '' ? {} : { sort: Number(values.sort) }),
});

export const certificateFormRules: CatalogFormRules<
  AdminCertificate,
  CertificateFormValues,
  CertificateBody
> = { schema: certificateFormSchema, values: certificateFormValues, toBody: certificateBody };
