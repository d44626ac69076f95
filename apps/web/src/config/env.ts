/** Build-time settings. Nothing else reads import.meta.env. */
export const env = {
  metrikaId: (import.meta.env.VITE_METRIKA_ID as string | undefined)?.trim() || null,
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined)?.trim() || '',
} as const;
