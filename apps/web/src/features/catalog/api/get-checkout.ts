import type { PaymentProvider, PaymentType, ProductType } from '@/config/constants';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { parseServerData } from '@/lib/server-data';
import { checkoutSchemas, type Checkout } from '../payment-data-schemas';

export interface CheckoutRequest {
  id: number;
  product_type: ProductType;
  type: PaymentType;
  /** Only for a gift: the recipient. */
  gift_email?: string;
}

function requestPaymentData(provider: PaymentProvider, query: CheckoutRequest) {
  const options = { params: { query } };
  switch (provider) {
    case 'robokassa':
      return unwrap(apiClient.GET('/api/v1/payment/robokassa/get-payment-data', options));
    case 'epoint':
      return unwrap(apiClient.GET('/api/v1/payment/epoint/get-payment-data', options));
    case 'tinkoff':
      return unwrap(apiClient.GET('/api/v1/payment/tinkoff/get-payment-data', options));
  }
}

/**
 * GET /api/v1/payment/{provider}/get-payment-data: the server opens a payment record, prices it
 * and answers how the browser reaches the provider (or that the item was free and is granted).
 */
export async function getCheckout(
  provider: PaymentProvider,
  query: CheckoutRequest,
): Promise<Checkout> {
  const data = await requestPaymentData(provider, query);
  return parseServerData(checkoutSchemas[provider], data, `${provider} payment data`);
}
