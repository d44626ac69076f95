import { PRODUCT_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Payment } from './payment-schemas';

type Product = Pick<Payment, 'product_type' | 'purchase_id'>;

/** The public page of what was bought (a school tariff has none). */
export function productPage({ product_type, purchase_id }: Product): string | null {
  if (product_type === PRODUCT_TYPES.webinar) return paths.videocourse(purchase_id);
  if (product_type === PRODUCT_TYPES.kit) return paths.kit(purchase_id);
  return null;
}

/** Where the buyer uses what was bought once it is paid. */
export function ownedProductPage({ product_type, purchase_id }: Product): string {
  if (product_type === PRODUCT_TYPES.webinar) return paths.account.video(purchase_id);
  if (product_type === PRODUCT_TYPES.kit) return paths.account.kit(purchase_id);
  return paths.account.schoolExercises;
}
