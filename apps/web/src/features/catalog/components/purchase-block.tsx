import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ITEM_STATES, PRODUCT_TYPES, type ProductType } from '@/config/constants';
import { documents, paths } from '@/config/paths';
import type { PurchasableItem } from '@/lib/catalog/schemas';
import { formatPrice } from '@/lib/format';
import { usePurchaseAction, type PurchaseAction } from '../hooks/use-purchase-action';
import { GiftButton } from './gift-button';
import { LegalNotice } from './legal-notice';
import { WebinarAccess } from './webinar-access';
import { DocumentLink } from '@/components/ui/document-link';

/**
 * Large buttons whose label wraps on a narrow phone or column instead of pushing the page sideways
 * (Chakra's buttons never shrink, so the width is capped).
 */
const buttonSize = {
  size: 'lg',
  whiteSpace: 'normal',
  h: 'auto',
  minH: 11,
  py: 2,
  maxW: 'full',
} as const;

const knownTypes: readonly string[] = Object.values(PRODUCT_TYPES);
const isProductType = (value: string): value is ProductType => knownTypes.includes(value);

interface PurchaseBlockProps {
  item: PurchasableItem;
  /** webinar, kit or lesson; anything else shows the unknown-type error text instead of buttons. */
  productType: string;
  /** Label of the buy button for a paid item (default: the translated buy label). */
  buyTitle?: string;
}

interface PurchaseButtonsProps {
  item: PurchasableItem;
  productType: ProductType;
  buyTitle?: string;
}

function PriceLine({ item }: { item: PurchasableItem }) {
  const { t } = useTranslation('catalog');
  if (item.final_price <= 0) {
    return (
      <Text fontSize="2xl" fontWeight="bold" data-testid="purchase-price">
        {t('purchase.free')}
      </Text>
    );
  }
  const discounted = item.final_price < item.price;
  return (
    <HStack gap={3} align="baseline">
      <Text fontSize="2xl" fontWeight="bold" data-testid="purchase-price">
        {t('purchase.price', { price: formatPrice(item.final_price) })}
      </Text>
      {discounted ? (
        <Text
          as="s"
          color="fg.muted"
          aria-label={t('purchase.oldPriceLabel')}
          data-testid="purchase-old-price"
        >
          {t('purchase.price', { price: formatPrice(item.price) })}
        </Text>
      ) : null}
    </HStack>
  );
}

function OfferLink({ productType }: { productType: ProductType }) {
  const { t } = useTranslation('catalog');
  const href =
    productType === PRODUCT_TYPES.lesson
      ? documents.offerAgreementLesson
      : documents.offerAgreement;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('purchase.offerPrefix')}{' '}
      <DocumentLink href={href} data-testid="offer-link">
        {t('purchase.offer')}
      </DocumentLink>
    </Text>
  );
}

/** The purchase block of a course or kit: price, then access, renewal or buy/gift/foreign-card buttons. */
export function PurchaseBlock({ item, productType, buyTitle }: PurchaseBlockProps) {
  const { t } = useTranslation('catalog');

  if (!isProductType(productType)) {
    return (
      <Text color="fg.error" data-testid="purchase-unknown-type">
        {t('purchase.unknownType')}
      </Text>
    );
  }

  if (item.state === ITEM_STATES.canView) {
    const isKit = productType === PRODUCT_TYPES.kit;
    return (
      <Stack gap={4} data-testid="purchase-block">
        <WebinarAccess
          title={isKit ? t('access.kitTitle') : t('access.webinarTitle')}
          expiresAt={item.access_expires_at}
          to={isKit ? paths.account.kit(item.id) : paths.account.video(item.id)}
          actionText={isKit ? t('access.openKit') : t('access.watch')}
        />
      </Stack>
    );
  }

  return <PurchaseButtons item={item} productType={productType} buyTitle={buyTitle} />;
}

/** Buy (or renew), gift and foreign-card buttons; all wait while one payment is being prepared. */
function PurchaseButtons({ item, productType, buyTitle }: PurchaseButtonsProps) {
  const { t } = useTranslation('catalog');
  const purchase = usePurchaseAction(item.id, productType);

  const busyProps = (action: PurchaseAction) => ({
    disabled: purchase.busy,
    loading: purchase.busyAction === action,
    loadingText: t('purchase.preparing'),
  });
  const renewing = item.state === ITEM_STATES.canProlong;
  const aznPrice = renewing ? item.prolongation_price_azn : item.final_price_azn;
  const foreignCardButton =
    aznPrice > 0 ? (
      <Button
        variant="outline"
        {...buttonSize}
        onClick={purchase.buyWithForeignCard}
        data-testid="foreign-card-button"
        {...busyProps('foreignCard')}
      >
        {t('purchase.foreignCard', { price: formatPrice(aznPrice) })}
      </Button>
    ) : null;

  if (renewing) {
    return (
      <Stack gap={4} data-testid="purchase-block" aria-busy={purchase.busy}>
        <Text fontSize="xl" fontWeight="bold" data-testid="purchase-price">
          {t('purchase.prolongPrice', { price: formatPrice(item.prolongation_price) })}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button
            colorPalette="brand"
            {...buttonSize}
            onClick={purchase.buy}
            data-testid="prolong-button"
            {...busyProps('buy')}
          >
            {t('purchase.prolong')}
          </Button>
          {foreignCardButton}
        </Stack>
        <LegalNotice />
        <OfferLink productType={productType} />
      </Stack>
    );
  }

  const buyLabel = item.final_price === 0 ? t('purchase.getFree') : (buyTitle ?? t('purchase.buy'));
  return (
    <Stack gap={4} data-testid="purchase-block" aria-busy={purchase.busy}>
      <PriceLine item={item} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} flexWrap="wrap">
        <Button
          colorPalette="brand"
          {...buttonSize}
          onClick={purchase.buy}
          data-testid="buy-button"
          {...busyProps('buy')}
        >
          {buyLabel}
        </Button>
        <GiftButton
          purchase={purchase}
          aznPrice={item.final_price_azn}
          variant="outline"
          {...buttonSize}
          data-testid="gift-button"
          {...busyProps('gift')}
        >
          {t('purchase.gift')}
        </GiftButton>
        {foreignCardButton}
      </Stack>
      {foreignCardButton ? (
        <Text fontSize="xs" color="fg.muted">
          {t('purchase.foreignCardNote')}
        </Text>
      ) : null}
      <OfferLink productType={productType} />
    </Stack>
  );
}
