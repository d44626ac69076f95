import type { ComponentType } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { kitsQuery } from '@/features/catalog/api/get-kits';
import { webinarsQuery } from '@/features/catalog/api/get-webinars';
import { KitPage } from '@/features/catalog/components/kit-page';
import { KitsPage } from '@/features/catalog/components/kits-page';
import { VideocoursePage } from '@/features/catalog/components/videocourse-page';
import { VideocoursesPage } from '@/features/catalog/components/videocourses-page';
import { kitQuery } from '@/lib/catalog/get-kit';
import { webinarQuery } from '@/lib/catalog/get-webinar';
import type { Kit, Webinar } from '@/lib/catalog/schemas';
import { appSystem, withoutGlobalStyles } from '@/lib/theme';

/** A catalog screen the server can draw, with its data as the API answers an anonymous visitor. */
export type CatalogScreen =
  | { kind: 'videocourse'; data: Webinar }
  | { kind: 'kit'; data: Kit }
  | { kind: 'videocourses'; data: Webinar[] }
  | { kind: 'kits'; data: Kit[] };

type ScreenKind = CatalogScreen['kind'];

/** Each screen's page component, and the key of the query its data is read by. */
const SCREENS: {
  [Kind in ScreenKind]: {
    page: ComponentType;
    key: (data: Extract<CatalogScreen, { kind: Kind }>['data']) => QueryKey;
  };
} = {
  videocourse: { page: VideocoursePage, key: (course) => webinarQuery(null, course.id).queryKey },
  kit: { page: KitPage, key: (kit) => kitQuery(null, kit.id).queryKey },
  videocourses: { page: VideocoursesPage, key: () => webinarsQuery(null).queryKey },
  kits: { page: KitsPage, key: () => kitsQuery(null).queryKey },
};

const TEST_IDS = / data-testid="[^"]*"/g;

/**
 * A catalog screen (a course, a kit, the list of either) as an anonymous visitor first sees it,
 * rendered by the route's own component and theme from the API's answer, put where the page's
 * query reads it: what the server lays over the page it sends (boot-page.ts), so that a phone shows
 * it with the HTML. Emotion writes each style beside its element; the theme's global styles are in
 * the page's head already. `route` is the app's route of the address (`/videocourses/:id`).
 */
export function createCatalogScreens(i18n: I18n) {
  const system = withoutGlobalStyles(appSystem());
  return (screen: CatalogScreen, pathname: string, route: string): string => {
    const { page: Page, key } = SCREENS[screen.kind] as {
      page: ComponentType;
      key: (data: CatalogScreen['data']) => QueryKey;
    };
    const queryClient = new QueryClient();
    queryClient.setQueryData(key(screen.data), screen.data);
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
    // The app's page mounts under this copy with its loader, test ids and all, before the data
    // shows: the copy answers to none of them, so a name finds one element.
    return html.replace(TEST_IDS, '');
  };
}
