import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import type { AdminCertificate, AdminKit, AdminWebinar } from '../schemas';

/** An admin's course as GET /api/v2/admin/webinars/{id} answers it. */
export function buildAdminWebinar(overrides: Partial<AdminWebinar> = {}): AdminWebinar {
  return {
    ...buildWebinar({ id: 7, title: 'Личные границы' }),
    prolongation_price_custom: null,
    prolongation_price_azn_custom: null,
    custom_prices: [],
    ...overrides,
  };
}

export function buildAdminKit(overrides: Partial<AdminKit> = {}): AdminKit {
  return {
    ...buildKit({ id: 3 }),
    prolongation_price_custom: null,
    prolongation_price_azn_custom: null,
    custom_prices: [],
    ...overrides,
  };
}

export function buildCertificate(overrides: Partial<AdminCertificate> = {}): AdminCertificate {
  return {
    id: 5,
    title: 'Сертификат гештальт-терапевта',
    description: 'Выдан институтом',
    image: null,
    issued_at: '2024-05-01',
    sort: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A page envelope of an admin list. */
export const pageOf = <Key extends string, Item>(key: Key, items: Item[], total = items.length) =>
  ({ [key]: items, total, page: 1, per_page: 100 }) as Record<Key, Item[]> & {
    total: number;
    page: number;
    per_page: number;
  };
