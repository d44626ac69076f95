/** Every API route's first segment (Nest's global prefix): `/api/…`. */
export const API_PREFIX = 'api';
