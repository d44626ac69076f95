/**
 * The translation files read at start. The admin namespaces (admin-*.json) are not listed: i18next
 * reads each when an admin screen first asks for it, so a visitor's first visit never downloads
 * them. index.html preloads these with the page (build/locale-preload.ts).
 */
export const namespaces = [
  'common',
  'layout',
  'auth',
  'profile',
  'pages',
  'catalog',
  'info',
  'school',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Where the browser reads a namespace (public/locales, served as is). */
export const localeUrl = (language: string, namespace: string) =>
  `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
