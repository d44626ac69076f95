import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi } from '@/lib/api-contract';
import { isWebAddress } from '@/lib/provider-checkout';

/**
 * What the browser does with a get-payment-data answer: nothing more for a free item, a POST of
 * hidden fields to the provider, or a plain visit of the provider's page.
 */
export type Checkout =
  | { kind: 'free' }
  | { kind: 'form'; url: string; fields: Record<string, string> }
  | { kind: 'page'; url: string };

const baseFields = {
  status: z.string(),
  message: z.string(),
  IsFree: z.boolean(),
  payment_id: z.number().optional(),
  url: z.string().optional(),
};
const optionalText = z.string().optional();

const robokassaDataSchema = matchesApi<Schemas['RobokassaPaymentDataDto']>()(
  z.object({
    ...baseFields,
    MerchantLogin: optionalText,
    OutSum: optionalText,
    InvId: optionalText,
    Description: optionalText,
    SignatureValue: optionalText,
    Culture: optionalText,
    Receipt: optionalText,
    IsTest: optionalText,
    Email: optionalText,
  }),
);
const epointDataSchema = matchesApi<Schemas['EpointPaymentDataDto']>()(
  z.object({ ...baseFields, data: optionalText, signature: optionalText }),
);
const tinkoffDataSchema = matchesApi<Schemas['TinkoffPaymentDataDto']>()(z.object(baseFields));

type PaymentData = z.output<typeof tinkoffDataSchema>;

interface FormShape<T> {
  /** Posted when present, in this order. */
  fields: readonly (keyof T & string)[];
  /** Without these the provider would refuse the form, so the answer is treated as broken. */
  required: readonly (keyof T & string)[];
}

/** Turns a checked answer into a Checkout; a paid answer without its address or fields fails. */
function toCheckout<T extends PaymentData>(form: FormShape<T> | null) {
  return (data: T, ctx: z.RefinementCtx<T>): Checkout => {
    if (data.IsFree) return { kind: 'free' };
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: data });
      return z.NEVER;
    };
    if (!data.url || !isWebAddress(data.url)) return fail('url must be an http(s) address');
    if (!form) return { kind: 'page', url: data.url };
    const fields: Record<string, string> = {};
    for (const name of form.fields) {
      const value = data[name];
      if (typeof value === 'string') fields[name] = value;
    }
    const missing = form.required.filter((name) => !fields[name]);
    if (missing.length > 0) return fail(`missing form fields: ${missing.join(', ')}`);
    return { kind: 'form', url: data.url, fields };
  };
}

type RobokassaData = z.output<typeof robokassaDataSchema>;
type EpointData = z.output<typeof epointDataSchema>;

/** Each provider's answer checked and read as a Checkout. */
export const checkoutSchemas = {
  robokassa: robokassaDataSchema.transform(
    toCheckout<RobokassaData>({
      fields: [
        'MerchantLogin',
        'OutSum',
        'InvId',
        'Description',
        'SignatureValue',
        'Culture',
        'Receipt',
        'IsTest',
        'Email',
      ],
      required: ['MerchantLogin', 'OutSum', 'InvId', 'SignatureValue'],
    }),
  ),
  epoint: epointDataSchema.transform(
    toCheckout<EpointData>({ fields: ['data', 'signature'], required: ['data', 'signature'] }),
  ),
  tinkoff: tinkoffDataSchema.transform(toCheckout<PaymentData>(null)),
};
