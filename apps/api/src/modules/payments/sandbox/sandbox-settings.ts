import type { AppConfig } from '../../../infrastructure/config/app-config.js';
import {
  type EpointConfig,
  type RobokassaConfig,
  sandboxBase,
  type TinkoffConfig,
} from '../../../infrastructure/config/payment-config.js';

/**
 * What the sandbox stands in for: each provider whose addresses point at the sandbox, with the keys
 * the shop was given for it (the sandbox signs and checks with them, as the provider would). A
 * provider with real keys is null here, so its sandbox pages are off.
 */
export interface SandboxSettings {
  robokassa: RobokassaConfig | null;
  epoint: EpointConfig | null;
  tinkoff: TinkoffConfig | null;
  /** `${PUBLIC_API_URL}/api/v1/payment`: the shop's callback and return addresses live under it. */
  shopPaymentApi: string;
}

export const SANDBOX_SETTINGS = Symbol('SANDBOX_SETTINGS');

export function sandboxSettings(config: AppConfig): SandboxSettings {
  const base = sandboxBase(config.publicApiUrl);
  const { robokassa, epoint, tinkoff } = config.payments;
  return {
    robokassa: robokassa?.checkoutUrl.startsWith(base) ? robokassa : null,
    epoint: epoint?.apiUrl.startsWith(base) ? epoint : null,
    tinkoff: tinkoff?.apiUrl.startsWith(base) ? tinkoff : null,
    shopPaymentApi: `${config.publicApiUrl}/api/v1/payment`,
  };
}
