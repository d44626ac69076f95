import type { PaymentsConfig } from '../../../infrastructure/config/payment-config.js';
import { EpointProvider } from './epoint/epoint-provider.js';
import type { PaymentProvider, ProviderName } from './payment-provider.js';
import type { FetchLike } from './provider-http.js';
import { RobokassaProvider } from './robokassa/robokassa-provider.js';
import { TinkoffProvider } from './tinkoff/tinkoff-provider.js';

/** The adapters of the configured providers only; one left out has neither keys nor the sandbox. */
export function createProviders(
  payments: PaymentsConfig,
  fetchFn: FetchLike = fetch,
): Map<ProviderName, PaymentProvider> {
  const providers = new Map<ProviderName, PaymentProvider>();
  if (payments.robokassa) {
    providers.set(
      'robokassa',
      new RobokassaProvider(payments.robokassa, payments.receipt, fetchFn),
    );
  }
  if (payments.epoint) providers.set('epoint', new EpointProvider(payments.epoint, fetchFn));
  if (payments.tinkoff) {
    providers.set('tinkoff', new TinkoffProvider(payments.tinkoff, payments.receipt, fetchFn));
  }
  return providers;
}
