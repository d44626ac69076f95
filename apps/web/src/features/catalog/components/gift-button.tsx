import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { usePurchaseAction } from '../hooks/use-purchase-action';

// The form (react-hook-form, zod) loads when the dialog first opens, not with every course page.
const GiftDialog = lazy(() =>
  import('./gift-dialog').then((module) => ({ default: module.GiftDialog })),
);

type PurchaseActions = ReturnType<typeof usePurchaseAction>;

interface GiftButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The item's purchase actions: the gift is paid through them. */
  purchase: PurchaseActions;
  /** The gift's price in manats; 0 hides the dialog's foreign-card button. */
  aznPrice: number;
}

/**
 * A 'Подарить' button with its dialog: an anonymous visitor gets the auth modal, a signed-in one
 * the friend's e-mail, then the payment.
 */
export function GiftButton({ purchase, aznPrice, children, ...buttonProps }: GiftButtonProps) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const openGift = () => {
    if (!purchase.requireAuth()) return;
    setEverOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Button {...buttonProps} onClick={openGift}>
        {children}
      </Button>
      {everOpened ? (
        <Suspense fallback={null}>
          <GiftDialog
            open={open}
            onOpenChange={setOpen}
            aznPrice={aznPrice}
            onSubmit={({ email }, card) => {
              setOpen(false);
              purchase.gift(email, card);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
