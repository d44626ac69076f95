import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES } from '@/config/constants';
import { images } from '@/config/paths';
import type { PurchasableItem } from '@/lib/catalog/schemas';
import { usePurchaseAction } from '../hooks/use-purchase-action';
import { GiftButton } from './gift-button';

/**
 * The gift banner under a course: it carries its own 'Подарить' button (spec §2), since the
 * purchase block has none once the viewer owns the course or their access has ended.
 */
export function GiftBanner({ course }: { course: PurchasableItem }) {
  const { t } = useTranslation('catalog');
  const purchase = usePurchaseAction(course.id, PRODUCT_TYPES.webinar);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      gap={6}
      p={6}
      borderRadius="lg"
      bg="brand.subtle"
      data-testid="gift-banner"
    >
      <Box flex="1">
        <Heading as="h2" size="lg" mb={2}>
          {t('giftBanner.title')}
        </Heading>
        <Text color="fg.muted" mb={4}>
          {t('giftBanner.text')}
        </Text>
        <GiftButton
          purchase={purchase}
          aznPrice={course.final_price_azn}
          colorPalette="brand"
          disabled={purchase.busy}
          loading={purchase.busy}
          data-testid="gift-banner-button"
        >
          {t('giftBanner.button')}
        </GiftButton>
      </Box>
      <Image
        src={images.gift}
        alt={t('giftBanner.imageAlt')}
        boxSize="120px"
        // Under the course: the cover above it comes first.
        loading="lazy"
      />
    </Stack>
  );
}
