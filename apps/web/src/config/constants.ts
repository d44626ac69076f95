import type { Schemas } from '@course-shop/api-client';
import { namesOf } from '@/lib/api-contract';

/** Form limits shared by the registration, login and profile forms. */
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 3;
export const LOGIN_MIN_LENGTH = 5;
export const CELLPHONE_MIN_LENGTH = 17;
export const CELLPHONE_MASK = '+# (###) ### ####';
export const BIRTH_DATE_MIN = '1900-01-01';

/** Desktop layout and the admin-panel link start at this width. */
export const DESKTOP_BREAKPOINT_PX = 768;

export const TOAST_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  /** The header shell keeps at most this many toasts alive at once. */
  maxToasts: 15,
  gap: 14,
  // The design's toast width (356 px) and swipe threshold (45 px / 0.11) are sonner 2's fixed defaults.
} as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type Role = Schemas['Role'];
export const ROLES = namesOf<Role>()({ admin: 'ADMIN', user: 'USER' });

/** Kits marked with this id are the psychotherapist-of-the-21st-century course. */
export const PSYCHOTHERAPIST_KIT_MARK_ID = 1;

/**
 * The viewer's access to a webinar or kit: can_buy (no access yet, shown as "available"),
 * can_view (access active), can_prolong (access expired, renewal offered).
 */
export const ITEM_STATES = namesOf<Schemas['AccessState']>()({
  canBuy: 'can_buy',
  canView: 'can_view',
  canProlong: 'can_prolong',
});

/** What a payment buys: a webinar, a kit, or a school tariff (lesson). */
export const PRODUCT_TYPES = { webinar: 'webinar', kit: 'kit', lesson: 'lesson' } as const;
export type ProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

/** A payment record's `type`: a purchase for oneself or a gift to another e-mail. */
export const PAYMENT_TYPES = { purchase: 1, gift: 2 } as const;
export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

/** Card providers: Russian cards go to robokassa or tinkoff (a build setting), foreign ones to epoint. */
export const PAYMENT_PROVIDERS = {
  robokassa: 'robokassa',
  epoint: 'epoint',
  tinkoff: 'tinkoff',
} as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[keyof typeof PAYMENT_PROVIDERS];
export type RubPaymentProvider = Exclude<PaymentProvider, 'epoint'>;

/** Course cards: the image is at most 270 px high and the title at most two lines. */
export const CARD_IMAGE_MAX_HEIGHT = '270px';
export const CARD_TITLE_LINES = 2;
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** How many courses the main page shows before linking to the full list. */
export const HOME_COURSES_LIMIT = 8;
