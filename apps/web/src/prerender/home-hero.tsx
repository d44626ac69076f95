import { ChakraProvider } from '@chakra-ui/react';
import { createInstance, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { HomeHero } from '@/app/routes/home';
import { baseI18nOptions } from '@/lib/i18n';
import { appSystem, withoutGlobalStyles } from '@/lib/theme';

/**
 * The home page's hero as HTML, rendered at build time by the same components and theme as the
 * page (build/boot-shell.ts puts it into home.html). Emotion writes each style beside its element,
 * so the markup carries its own CSS; the browser's emotion adopts those styles when the app starts.
 * The theme's global styles are not repeated here: the page's head has them (renderThemeCss).
 */
export function renderHomeHero(resources: Resource): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...baseI18nOptions,
    lng: 'ru',
    resources,
    // Resources are given: ready before the render, no promise to wait for.
    initAsync: false,
    react: { useSuspense: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={withoutGlobalStyles(appSystem())}>
        <MemoryRouter>
          <HomeHero />
        </MemoryRouter>
      </ChakraProvider>
    </I18nextProvider>,
  );
}
