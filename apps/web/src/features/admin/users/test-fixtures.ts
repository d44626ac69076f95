import type { AdminUser, Tariff, UserListItem, UserWebinarAccess } from './schemas';

/** A user as the admin API lists it, with only what a test cares about overridden. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser & UserListItem {
  return {
    id: 5,
    login: 'anna@example.com',
    email: 'anna@example.com',
    first_name: 'Анна',
    middle_name: null,
    last_name: 'Иванова',
    phone: '+79991234567',
    birth_date: '1990-05-17',
    city: 'Ставрополь',
    cellphone: null,
    roles: ['USER'],
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function buildUserWebinar(overrides: Partial<UserWebinarAccess> = {}): UserWebinarAccess {
  return {
    id: 12,
    title: 'Личные границы',
    image: null,
    is_active: true,
    state: 'can_view',
    access_starts_at: '2026-01-10T09:00:00.000Z',
    access_expires_at: '2027-01-10T09:00:00.000Z',
    source: 'payment',
    kit_id: null,
    ...overrides,
  };
}

export function buildTariff(overrides: Partial<Tariff> = {}): Tariff {
  return {
    id: 1,
    school_id: 1,
    name: 'Психотипы: 90 дней',
    period_days: 90,
    price: 14900,
    price_azn: 298,
    is_active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <Key extends string, Item>(key: Key, items: Item[], total = items.length) =>
  ({ [key]: items, total, page: 1, per_page: 20 }) as Record<Key, Item[]> & {
    total: number;
    page: number;
    per_page: number;
  };
