import type { ReactNode } from 'react';
import { Alert, Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/ui/query-error';
import { ITEM_STATES } from '@/config/constants';
import { paths } from '@/config/paths';
import type { PurchasableItem } from '@/lib/catalog/schemas';
import { pluralRu } from '@/lib/plural';
import { useSession } from '@/lib/session/session-store';
import { useSchoolTariffs } from '../api/get-school-tariffs';
import type { PublicTariff } from '../schemas';

/**
 * The purchase block's view of a tariff. Buying a tariff again extends access rather than renewing
 * at a discount, so a tariff is always simply for sale; access shows as the exercises link instead.
 */
export function tariffAsPurchasable(tariff: PublicTariff): PurchasableItem {
  return {
    id: tariff.id,
    price: tariff.price,
    final_price: tariff.final_price,
    final_price_azn: tariff.final_price_azn,
    prolongation_price: tariff.final_price,
    prolongation_price_azn: tariff.final_price_azn,
    is_owner: false,
    state: ITEM_STATES.canBuy,
    access_expires_at: null,
  };
}

interface SchoolOfferProps {
  /** The shop's purchase block (buy, gift, foreign card) for one tariff, as product type lesson. */
  renderPurchase: (item: PurchasableItem) => ReactNode;
}

function SchoolAccess() {
  const { t } = useTranslation('school');
  return (
    <Alert.Root status="success" variant="subtle" data-testid="school-access">
      <Alert.Indicator />
      <Stack gap={3} flex="1">
        <Alert.Content>
          <Alert.Title>{t('offer.accessTitle')}</Alert.Title>
          <Alert.Description>{t('offer.accessText')}</Alert.Description>
        </Alert.Content>
        <Button asChild colorPalette="brand" alignSelf="flex-start" data-testid="to-exercises">
          <RouterLink to={paths.account.schoolExercises}>{t('offer.toExercises')}</RouterLink>
        </Button>
      </Stack>
    </Alert.Root>
  );
}

function TariffOffer({ tariff, renderPurchase }: { tariff: PublicTariff } & SchoolOfferProps) {
  const { t } = useTranslation('school');
  const days = tariff.period_days;
  const word = pluralRu(days, [
    t('offer.dayForms.one'),
    t('offer.dayForms.few'),
    t('offer.dayForms.many'),
  ]);
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 4, md: 6 }}
      minW={0}
      data-testid={`tariff-${tariff.id}`}
    >
      <Heading as="h3" size="lg" mb={1} overflowWrap="anywhere">
        {tariff.name}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {t('offer.period', { count: days, word })}
      </Text>
      {renderPurchase(tariffAsPurchasable(tariff))}
    </Box>
  );
}

function TariffList({ renderPurchase }: SchoolOfferProps) {
  const { t } = useTranslation('school');
  const { t: tCommon } = useTranslation('common');
  const tariffs = useSchoolTariffs();
  if (tariffs.isPending) return <Spinner role="status" aria-label={tCommon('loading')} />;
  if (tariffs.isError) {
    return <QueryError title={t('offer.loadError')} query={tariffs} level="h3" />;
  }
  if (tariffs.data.length === 0) {
    return (
      <Text color="fg.muted" data-testid="school-closed">
        {t('offer.closed')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {tariffs.data.map((tariff) => (
        <TariffOffer key={tariff.id} tariff={tariff} renderPurchase={renderPurchase} />
      ))}
    </Stack>
  );
}

/**
 * The school part of /course-psychotypes: with school access, the way to the exercises; without,
 * the tariffs on sale, each with the purchase block.
 */
export function SchoolOffer({ renderPurchase }: SchoolOfferProps) {
  const { t } = useTranslation('school');
  const { isHaveSchool } = useSession();
  return (
    <Stack as="section" aria-labelledby="school-offer-title" gap={4} data-testid="school-offer">
      <Heading as="h2" size="md" id="school-offer-title">
        {t('offer.title')}
      </Heading>
      {isHaveSchool ? (
        <SchoolAccess />
      ) : (
        <>
          <Text>{t('offer.lead')}</Text>
          <TariffList renderPurchase={renderPurchase} />
        </>
      )}
    </Stack>
  );
}
