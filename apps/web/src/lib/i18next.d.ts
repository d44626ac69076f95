import type common from '../../public/locales/ru/common.json';
import type layout from '../../public/locales/ru/layout.json';
import type auth from '../../public/locales/ru/auth.json';
import type profile from '../../public/locales/ru/profile.json';
import type pages from '../../public/locales/ru/pages.json';
import type catalog from '../../public/locales/ru/catalog.json';
import type info from '../../public/locales/ru/info.json';
import type school from '../../public/locales/ru/school.json';
import type adminCatalog from '../../public/locales/ru/admin-catalog.json';
import type adminUsers from '../../public/locales/ru/admin-users.json';
import type adminSchool from '../../public/locales/ru/admin-school.json';
import type adminInsights from '../../public/locales/ru/admin-insights.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      layout: typeof layout;
      auth: typeof auth;
      profile: typeof profile;
      pages: typeof pages;
      catalog: typeof catalog;
      info: typeof info;
      school: typeof school;
      'admin-catalog': typeof adminCatalog;
      'admin-users': typeof adminUsers;
      'admin-school': typeof adminSchool;
      'admin-insights': typeof adminInsights;
    };
  }
}
