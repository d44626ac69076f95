import { PRODUCT_TYPES } from '@/config/constants';
import { PurchaseBlock } from '@/features/catalog/components/purchase-block';
import { CoursePsychotypesPage } from '@/features/catalog/components/static-pages';
import { SchoolOffer } from '@/features/school/components/school-offer';
import type { PurchasableItem } from '@/lib/catalog/schemas';

/** A school tariff is sold as product type lesson, with the lesson offer agreement. */
const renderTariffPurchase = (item: PurchasableItem) => (
  <PurchaseBlock item={item} productType={PRODUCT_TYPES.lesson} />
);

/**
 * /course-psychotypes: the course's text (catalog) with the school's offer, whose tariffs are
 * bought through the shop's purchase block; features do not import each other, so they meet here.
 */
export function CoursePsychotypesRoute() {
  return <CoursePsychotypesPage offer={<SchoolOffer renderPurchase={renderTariffPurchase} />} />;
}
