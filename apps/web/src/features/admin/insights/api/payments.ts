import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { paths, Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import type { UrlFilters } from '../../shared/use-url-filters';
import { insightsKeys } from '../query-keys';
import { paymentDetailSchema, paymentsPageSchema } from '../schemas';

type ListQuery = NonNullable<paths['/api/v1/admin/payments']['get']['parameters']['query']>;

export const PAYMENT_FILTERS = [
  'paid',
  'provider',
  'product_type',
  'product_id',
  'user_id',
  'from',
  'to',
] as const;
export type PaymentFilters = UrlFilters<(typeof PAYMENT_FILTERS)[number]>;

export const PROVIDERS = ['robokassa', 'epoint', 'tinkoff', 'free'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** A provider's name for people ('Робокасса'); a code this screen does not know stays as it is. */
export function providerName(
  t: (key: `payments.providers.${Provider}`) => string,
  code: string | null,
): string | null {
  if (code === null) return null;
  return (PROVIDERS as readonly string[]).includes(code)
    ? t(`payments.providers.${code as Provider}`)
    : code;
}

export const PRODUCT_TYPES_LIST = ['webinar', 'kit', 'lesson'] as const;

const pick = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((item) => item === value);
/** An id typed in a filter: sent only when it is a whole positive number. */
export const idFilter = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The URL's filters as the API's query: values the API would refuse are left out. */
export function paymentsQueryParams(filters: PaymentFilters, page: number): ListQuery {
  return {
    page,
    per_page: ADMIN_PAGE_SIZE,
    paid: filters.paid === 'true' ? true : filters.paid === 'false' ? false : undefined,
    provider: pick(PROVIDERS, filters.provider),
    product_type: pick(PRODUCT_TYPES_LIST, filters.product_type),
    product_id: idFilter(filters.product_id),
    user_id: idFilter(filters.user_id),
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** GET /api/v1/admin/payments: a page of payments, newest first, with the paid totals. */
export const adminPaymentsQuery = (filters: PaymentFilters, page: number) =>
  queryOptions({
    ...checkedQuery(
      insightsKeys.paymentList(filters, page),
      'admin payments',
      paymentsPageSchema,
      () =>
        unwrap(
          apiClient.GET('/api/v1/admin/payments', {
            params: { query: paymentsQueryParams(filters, page) },
          }),
        ),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/admin/payments/get?id=: one payment with its timeline. */
export const adminPaymentQuery = (id: number) =>
  checkedQuery(insightsKeys.payment(id), 'admin payment', paymentDetailSchema, () =>
    unwrap(apiClient.GET('/api/v1/admin/payments/get', { params: { query: { id } } })).then(
      (answer) => answer.payment,
    ),
  );

/** POST /api/v1/admin/payments/{id}/refund: marks a paid payment refunded and takes access back. */
export const refundPayment = (id: number, body: Schemas['RefundPaymentDto']) =>
  unwrap(apiClient.POST('/api/v1/admin/payments/{id}/refund', { ...byId(id), body })).then(
    (answer) => answer.payment,
  );
