import { z } from 'zod';
import type { CreateTariffBody, UpdateTariffBody } from '../api/requests';
import type { Tariff } from '../schemas';
import { filledText, formMessages, parseDecimal, pickedId } from './form-rules';

/** The API's bounds on a tariff. */
export const TARIFF_NAME_MAX = 255;
export const PERIOD_DAYS_MAX = 3660;

/** Never negative, at most two decimals (kopecks, qəpik): checked on the text, not a float. */
const isPrice = (value: string) =>
  /^\d+(\.\d{1,2})?$/.test(value.replace(/[\s\u00a0]/g, '').replace(',', '.'));

const price = z.string().trim().min(1, formMessages.required).refine(isPrice, formMessages.price);

export const tariffFormSchema = z.object({
  school_id: pickedId(formMessages.schoolRequired),
  name: filledText(TARIFF_NAME_MAX),
  period_days: z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= PERIOD_DAYS_MAX,
      formMessages.periodDays,
    ),
  price,
  price_azn: price,
  is_active: z.boolean(),
});
export type TariffFormValues = z.infer<typeof tariffFormSchema>;

export const emptyTariffForm = (schoolId: number | undefined): TariffFormValues => ({
  school_id: schoolId ? String(schoolId) : '',
  name: '',
  period_days: '',
  price: '',
  price_azn: '',
  is_active: true,
});

export const tariffToForm = (tariff: Tariff): TariffFormValues => ({
  school_id: String(tariff.school_id),
  name: tariff.name,
  period_days: String(tariff.period_days),
  price: String(tariff.price),
  price_azn: String(tariff.price_azn),
  is_active: tariff.is_active,
});

export const tariffFormToCreate = (values: TariffFormValues): CreateTariffBody => ({
  school_id: Number(values.school_id),
  name: values.name,
  period_days: Number(values.period_days),
  price: parseDecimal(values.price),
  price_azn: parseDecimal(values.price_azn),
  is_active: values.is_active,
});

/** A tariff's school is fixed once created (the API's update has no school_id). */
export const tariffFormToUpdate = (values: TariffFormValues): UpdateTariffBody => {
  const { school_id: _school, ...rest } = tariffFormToCreate(values);
  return rest;
};
