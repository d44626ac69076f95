import type common from '../../public/locales/ru/common.json';
import type layout from '../../public/locales/ru/layout.json';
import type auth from '../../public/locales/ru/auth.json';
import type profile from '../../public/locales/ru/profile.json';
import type pages from '../../public/locales/ru/pages.json';
import type catalog from '../../public/locales/ru/catalog.json';
import type info from '../../public/locales/ru/info.json';
import type school from '../../public/locales/ru/school.json';

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
    };
  }
}
