import type { Environment } from './environment.js';

export interface RobokassaConfig {
  merchantLogin: string;
  /** The passwords in force: the test pair when `isTest` is on. */
  password1: string;
  password2: string;
  isTest: boolean;
  hash: string;
  checkoutUrl: string;
  /** The XML web service base; OpStateExt is `${apiUrl}/OpStateExt`. */
  apiUrl: string;
}

export interface EpointConfig {
  publicKey: string;
  privateKey: string;
  /** `${apiUrl}/checkout` takes the browser's form, `${apiUrl}/get-status` answers status. */
  apiUrl: string;
}

export interface TinkoffConfig {
  terminalKey: string;
  password: string;
  /** `${apiUrl}/Init`, `${apiUrl}/GetState`. */
  apiUrl: string;
}

export interface PaymentsConfig {
  /** True when at least one provider runs against the API's own sandbox pages. */
  sandbox: boolean;
  reconcileAfterMinutes: number;
  reconcileEveryMinutes: number;
  /** How often the worker re-queues stored callbacks whose job was lost (Redis down). */
  sweepEverySeconds: number;
  receipt: { taxSystem: string; vat: string; paymentMethod: string; paymentObject: string };
  /** null: the provider has no keys and the sandbox is off, so it cannot take payments. */
  robokassa: RobokassaConfig | null;
  epoint: EpointConfig | null;
  tinkoff: TinkoffConfig | null;
}

/** The sandbox's own keys: it signs its callbacks with them exactly as a provider would. */
export const SANDBOX_KEYS = {
  robokassa: {
    merchantLogin: 'sandbox-shop',
    password1: 'sandbox-pass-1',
    password2: 'sandbox-pass-2',
  },
  epoint: { publicKey: 'i000sandbox', privateKey: 'sandbox-private-key' },
  tinkoff: { terminalKey: 'SandboxTerminalDEMO', password: 'sandbox-terminal-password' },
} as const;

/** Where the sandbox is served, under the API's public address. */
export const sandboxBase = (publicApiUrl: string) => `${publicApiUrl}/api/v1/payment/sandbox`;

export function paymentsConfig(e: Environment, publicApiUrl: string): PaymentsConfig {
  const sandbox = sandboxBase(publicApiUrl);
  const robokassaKeys =
    e.ROBOKASSA_MERCHANT_LOGIN && e.ROBOKASSA_PASSWORD1 && e.ROBOKASSA_PASSWORD2;
  const robokassa: RobokassaConfig | null = robokassaKeys
    ? {
        merchantLogin: e.ROBOKASSA_MERCHANT_LOGIN!,
        password1: (e.ROBOKASSA_IS_TEST && e.ROBOKASSA_TEST_PASSWORD1) || e.ROBOKASSA_PASSWORD1!,
        password2: (e.ROBOKASSA_IS_TEST && e.ROBOKASSA_TEST_PASSWORD2) || e.ROBOKASSA_PASSWORD2!,
        isTest: e.ROBOKASSA_IS_TEST,
        hash: e.ROBOKASSA_HASH,
        checkoutUrl: e.ROBOKASSA_CHECKOUT_URL,
        apiUrl: e.ROBOKASSA_API_URL.replace(/\/$/, ''),
      }
    : e.PAYMENTS_SANDBOX
      ? {
          ...SANDBOX_KEYS.robokassa,
          isTest: false,
          hash: 'md5',
          checkoutUrl: `${sandbox}/robokassa/Index.aspx`,
          apiUrl: `${sandbox}/robokassa/Service.asmx`,
        }
      : null;
  const epoint: EpointConfig | null =
    e.EPOINT_PUBLIC_KEY && e.EPOINT_PRIVATE_KEY
      ? {
          publicKey: e.EPOINT_PUBLIC_KEY,
          privateKey: e.EPOINT_PRIVATE_KEY,
          apiUrl: e.EPOINT_API_URL.replace(/\/$/, ''),
        }
      : e.PAYMENTS_SANDBOX
        ? { ...SANDBOX_KEYS.epoint, apiUrl: `${sandbox}/epoint` }
        : null;
  const tinkoff: TinkoffConfig | null =
    e.TINKOFF_TERMINAL_KEY && e.TINKOFF_PASSWORD
      ? {
          terminalKey: e.TINKOFF_TERMINAL_KEY,
          password: e.TINKOFF_PASSWORD,
          apiUrl: e.TINKOFF_API_URL.replace(/\/$/, ''),
        }
      : e.PAYMENTS_SANDBOX
        ? { ...SANDBOX_KEYS.tinkoff, apiUrl: `${sandbox}/tinkoff` }
        : null;
  return {
    sandbox:
      e.PAYMENTS_SANDBOX && (!robokassaKeys || !e.EPOINT_PUBLIC_KEY || !e.TINKOFF_TERMINAL_KEY),
    reconcileAfterMinutes: e.PAYMENTS_RECONCILE_AFTER_MINUTES,
    reconcileEveryMinutes: e.PAYMENTS_RECONCILE_EVERY_MINUTES,
    sweepEverySeconds: e.PAYMENTS_SWEEP_EVERY_SECONDS,
    receipt: {
      taxSystem: e.PAYMENTS_TAX_SYSTEM,
      vat: e.PAYMENTS_VAT,
      paymentMethod: 'full_prepayment',
      paymentObject: 'service',
    },
    robokassa,
    epoint,
    tinkoff,
  };
}
