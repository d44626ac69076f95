import type { PaymentProvider, ProviderName } from './providers/payment-provider.js';
import { providerUnavailable } from './payments.errors.js';

/** The configured adapters, by name; Nest provides one instance built from the configuration. */
export class PaymentProviders {
  constructor(private readonly byName: ReadonlyMap<ProviderName, PaymentProvider>) {}

  /** The adapter, or a 503 when this provider has neither keys nor the sandbox. */
  get(name: ProviderName): PaymentProvider {
    const provider = this.byName.get(name);
    if (!provider) throw providerUnavailable();
    return provider;
  }

  find(name: string): PaymentProvider | undefined {
    return this.byName.get(name as ProviderName);
  }
}
