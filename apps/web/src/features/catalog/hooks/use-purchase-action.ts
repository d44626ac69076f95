import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PROVIDERS,
  PAYMENT_TYPES,
  type PaymentProvider,
  type PaymentType,
  type ProductType,
} from '@/config/constants';
import { env } from '@/config/env';
import { errorMessage } from '@/lib/api-error';
import { openAuthModal } from '@/lib/auth-modal';
import { notify } from '@/lib/notify';
import { openProviderPage, submitProviderForm } from '@/lib/provider-checkout';
import { queryKeys } from '@/lib/query-keys';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { useSession } from '@/lib/session/session-store';
import type { Checkout } from '../payment-data-schemas';
import type { GiftCard } from '../schemas';

/** Which button started the payment, so that one shows the spinner. */
export type PurchaseAction = 'buy' | 'foreignCard' | 'gift';

interface PaymentChoice {
  action: PurchaseAction;
  provider: PaymentProvider;
  type: PaymentType;
  giftEmail?: string;
}

/** True from the moment the browser is sent to the provider until it comes back from history. */
function useLeavingForProvider() {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Back from the provider's page out of the back-forward cache: the buttons work again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return [leaving, setLeaving] as const;
}

/** Loaded on the first purchase click: its schemas are not needed to show a course. */
const loadCheckout = () => import('../api/get-checkout').then((module) => module.getCheckout);

/**
 * Buy, renew, gift and foreign-card clicks of one item. An anonymous visitor gets the auth modal;
 * a signed-in one gets payment data from the server (which prices the item and opens a payment
 * record), then either the free-item toast or the provider's page. Russian cards go to the
 * provider of VITE_RUB_PAYMENT_PROVIDER, foreign cards to Epoint.
 */
export function usePurchaseAction(id: number, productType: ProductType) {
  const { t } = useTranslation('catalog');
  const { isAuthorized } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useLeavingForProvider();

  const grantedAtOnce = () => {
    notify.success(t('purchase.freeSuccessTitle'), t('purchase.freeSuccessDescription'));
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUserPayments });
    void refreshAccessFlags();
  };

  const goToProvider = (checkout: Exclude<Checkout, { kind: 'free' }>) => {
    setLeaving(true);
    if (checkout.kind === 'form') submitProviderForm(checkout.url, checkout.fields);
    else openProviderPage(checkout.url);
  };

  const payment = useMutation({
    mutationFn: async ({ provider, type, giftEmail }: PaymentChoice) =>
      (await loadCheckout())(provider, {
        id,
        product_type: productType,
        type,
        ...(giftEmail ? { gift_email: giftEmail } : {}),
      }),
    onSuccess: (checkout) => (checkout.kind === 'free' ? grantedAtOnce() : goToProvider(checkout)),
    onError: (error) => {
      setLeaving(false);
      const fallback = t('purchase.paymentError');
      notify.error(errorMessage(error, { generic: fallback, unknown: fallback }));
    },
  });

  const busy = payment.isPending || leaving;

  const requireAuth = () => {
    if (isAuthorized) return true;
    openAuthModal({ tab: 'login', returnTo: `${location.pathname}${location.search}` });
    return false;
  };
  const start = (choice: PaymentChoice) => {
    if (busy || !requireAuth()) return;
    payment.mutate(choice);
  };
  const rubProvider = env.rubPaymentProvider;

  return {
    requireAuth,
    /** Payment data is loading or the browser is on its way to the provider. */
    busy,
    busyAction: busy ? (payment.variables?.action ?? null) : null,
    buy: () => start({ action: 'buy', provider: rubProvider, type: PAYMENT_TYPES.purchase }),
    buyWithForeignCard: () =>
      start({
        action: 'foreignCard',
        provider: PAYMENT_PROVIDERS.epoint,
        type: PAYMENT_TYPES.purchase,
      }),
    /** A gift paid with a Russian card, or with a foreign one through Epoint. */
    gift: (giftEmail: string, card: GiftCard) =>
      start({
        action: 'gift',
        provider: card === 'foreign' ? PAYMENT_PROVIDERS.epoint : rubProvider,
        type: PAYMENT_TYPES.gift,
        giftEmail,
      }),
  };
}
