import { PAYMENT_PROVIDERS, type RubPaymentProvider } from './constants';

const rubProviders: readonly string[] = [PAYMENT_PROVIDERS.robokassa, PAYMENT_PROVIDERS.tinkoff];
const isRubProvider = (name: string): name is RubPaymentProvider => rubProviders.includes(name);

/** VITE_RUB_PAYMENT_PROVIDER: which provider takes Russian cards; robokassa unless set to tinkoff. */
function readRubPaymentProvider(value: string | undefined): RubPaymentProvider {
  const name = value?.trim().toLowerCase() || PAYMENT_PROVIDERS.robokassa;
  if (isRubProvider(name)) return name;
  console.warn(
    `[env] VITE_RUB_PAYMENT_PROVIDER="${name}" is not robokassa or tinkoff; using robokassa`,
  );
  return PAYMENT_PROVIDERS.robokassa;
}

/** Build-time settings. Nothing else reads import.meta.env. */
export const env = {
  metrikaId: (import.meta.env.VITE_METRIKA_ID as string | undefined)?.trim() || null,
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined)?.trim() || '',
  rubPaymentProvider: readRubPaymentProvider(
    import.meta.env.VITE_RUB_PAYMENT_PROVIDER as string | undefined,
  ),
} as const;
