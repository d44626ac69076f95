import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces } from './i18n-namespaces';
import { localeBackend } from './locale-backend';

export { namespaces, type Namespace } from './i18n-namespaces';

export const baseI18nOptions = {
  fallbackLng: 'ru',
  supportedLngs: ['ru'],
  load: 'languageOnly',
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/**
 * Browser setup: translations come from /locales/{lng}/{ns}.json, so texts change without a rebuild.
 * The site speaks Russian only, so nothing detects the visitor's language.
 */
export async function initI18n(): Promise<I18n> {
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      lng: 'ru',
      // i18next retries a failed read up to 5 times, 350 ms first, doubling each time.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      react: { useSuspense: true },
    });
  return i18next;
}

export { i18next };
