/**
 * The author works on Moscow time, so the shop counts calendar days there: a payment made at 23:30
 * on the 1st in Moscow belongs to the 1st, not to the UTC day it fell in.
 */
export const SHOP_TIME_ZONE = 'Europe/Moscow';
