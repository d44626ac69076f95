import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '@/lib/auth-modal';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/session-store';

/**
 * Buy, gift and renew clicks before payments are wired (a later issue): an anonymous visitor gets
 * the auth modal (buying needs an account); a signed-in one an honest note that online payment is
 * being connected.
 */
export function usePurchaseAction() {
  const { t } = useTranslation('catalog');
  const { isAuthorized } = useSession();
  const location = useLocation();
  return {
    isAuthorized,
    requireAuth: () => {
      if (isAuthorized) return true;
      openAuthModal({ tab: 'login', returnTo: `${location.pathname}${location.search}` });
      return false;
    },
    announcePaymentsSoon: () =>
      notify.info(t('purchase.paymentsSoonTitle'), t('purchase.paymentsSoonDescription')),
  };
}
