/** Business constants of spec §9. */
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
  // sonner 2 hard-codes width 356 px and swipe threshold 45 px / velocity 0.11, matching spec §9.
} as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const ROLES = { admin: 'ADMIN', user: 'USER' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Kits marked with this id are the psychotherapist-of-the-21st-century course. */
export const PSYCHOTHERAPIST_KIT_MARK_ID = 1;

/** Access state of a webinar or kit for the viewer (decisions.md §3); can_buy is the spec's "available". */
export const ITEM_STATES = {
  canBuy: 'can_buy',
  canView: 'can_view',
  canProlong: 'can_prolong',
} as const;

/** Product types of a purchase (decisions.md §4). */
export const PRODUCT_TYPES = { webinar: 'webinar', kit: 'kit', lesson: 'lesson' } as const;
export type ProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

/** Course card image (spec §9). */
export const CARD_IMAGE_MAX_HEIGHT = '270px';
export const CARD_TITLE_LINES = 2;
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** How many courses the main page shows before linking to the full list. */
export const HOME_COURSES_LIMIT = 8;
