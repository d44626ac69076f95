import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, i18next } from '@/lib/i18n';
import common from '../../public/locales/ru/common.json';
import layout from '../../public/locales/ru/layout.json';
import auth from '../../public/locales/ru/auth.json';
import profile from '../../public/locales/ru/profile.json';
import pages from '../../public/locales/ru/pages.json';
import catalog from '../../public/locales/ru/catalog.json';
import info from '../../public/locales/ru/info.json';
import school from '../../public/locales/ru/school.json';
import adminCatalog from '../../public/locales/ru/admin-catalog.json';
import adminUsers from '../../public/locales/ru/admin-users.json';
import adminSchool from '../../public/locales/ru/admin-school.json';
import adminInsights from '../../public/locales/ru/admin-insights.json';

/** Tests use the real translation files, bundled instead of fetched. */
export async function initTestI18n() {
  if (i18next.isInitialized) return i18next;
  await i18next.use(initReactI18next).init({
    ...baseI18nOptions,
    lng: 'ru',
    resources: {
      ru: {
        common,
        layout,
        auth,
        profile,
        pages,
        catalog,
        info,
        school,
        'admin-catalog': adminCatalog,
        'admin-users': adminUsers,
        'admin-school': adminSchool,
        'admin-insights': adminInsights,
      },
    },
    react: { useSuspense: false },
  });
  return i18next;
}
