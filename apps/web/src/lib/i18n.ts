import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '@/config/storage-keys';

export const namespaces = [
  'common',
  'layout',
  'auth',
  'profile',
  'pages',
  'catalog',
  'info',
] as const;
export type Namespace = (typeof namespaces)[number];

export const baseI18nOptions = {
  fallbackLng: 'ru',
  supportedLngs: ['ru'],
  load: 'languageOnly',
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** Browser setup: translations come from /locales/{lng}/{ns}.json, so texts change without a rebuild. */
export async function initI18n(): Promise<I18n> {
  await i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      // i18next retries a failed read up to 5 times, 350 ms first, doubling each time.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: storageKeys.language,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  return i18next;
}

export { i18next };
