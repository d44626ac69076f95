import type { ComponentType } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { KitPage } from '@/features/catalog/components/kit-page';
import { VideocoursePage } from '@/features/catalog/components/videocourse-page';
import { kitQuery } from '@/lib/catalog/get-kit';
import { webinarQuery } from '@/lib/catalog/get-webinar';
import type { Kit, Webinar } from '@/lib/catalog/schemas';
import { appSystem, withoutGlobalStyles } from '@/lib/theme';

/** An item whose page the server can draw, as the API answers an anonymous visitor. */
export type ScreenItem = { kind: 'videocourse'; item: Webinar } | { kind: 'kit'; item: Kit };

const SCREENS: {
  [Kind in ScreenItem['kind']]: {
    page: ComponentType;
    key: (id: number) => QueryKey;
  };
} = {
  videocourse: { page: VideocoursePage, key: (id) => webinarQuery(null, id).queryKey },
  kit: { page: KitPage, key: (id) => kitQuery(null, id).queryKey },
};

const TEST_IDS = / data-testid="[^"]*"/g;

/**
 * The page of a course or a kit as an anonymous visitor first sees it, rendered by the route's own
 * component and theme from the API's answer for the item (put where the page's query reads it): what
 * the server lays over the page it sends (boot-page.ts), so that a phone shows the item with the
 * HTML. Emotion writes each style beside its element; the theme's global styles are in the page's
 * head already. `route` is the app's route of the address (`/videocourses/:id`).
 */
export function createItemScreens(i18n: I18n) {
  const system = withoutGlobalStyles(appSystem());
  return ({ kind, item }: ScreenItem, pathname: string, route: string): string => {
    const screen = SCREENS[kind];
    const queryClient = new QueryClient();
    queryClient.setQueryData(screen.key(item.id), item);
    const Page = screen.page;
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[pathname]}>
              <Routes>
                <Route path={route} element={<Page />} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </ChakraProvider>
      </I18nextProvider>,
    );
    // The app's page mounts under this copy with its loader, test ids and all, before the item
    // shows: the copy answers to none of them, so a name finds one element.
    return html.replace(TEST_IDS, '');
  };
}
