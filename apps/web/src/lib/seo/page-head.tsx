import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import type { Namespace } from '@/lib/i18n';
import { writeHead } from './document-head';
import { headTags } from './head-tags';
import { useCurrentPageMeta } from './page-meta';
import { matchedRouteMeta, type RouteMeta } from './route-meta';

/** The namespaces the route's texts live in ('info:about.title' → info), beside common. */
function namespacesOf(route: RouteMeta | null): Namespace[] {
  const keys = route ? [route.title, route.description ?? ''] : [];
  const named = keys.flatMap((key) => (key.includes(':') ? [key.split(':')[0] as Namespace] : []));
  return [...new Set<Namespace>(['common', 'pages', ...named])];
}

/**
 * The address the document was sent for, until the visitor first moves on. For an item's page the
 * server wrote the item's own head into it: the route's words ('Видеокурс') must not stand in for
 * it while the item loads here again.
 */
let servedPath: string | null = window.location.pathname;

function Head() {
  const matches = useMatches();
  const route = matchedRouteMeta(matches);
  const { t } = useTranslation(namespacesOf(route));
  const { pathname } = useLocation();
  const page = useCurrentPageMeta();
  const tags = useMemo(() => {
    const origin = window.location.origin;
    return headTags({
      site: { name: t('appTitle'), origin, url: `${origin}${pathname}` },
      siteDescription: t('pages:home.lead'),
      route: {
        title: route ? t(route.title) : '',
        description: route?.description ? t(route.description) : null,
      },
      page,
    });
  }, [t, route, page, pathname]);
  const keepServedHead = page === null && route?.fromItem === true && pathname === servedPath;
  useEffect(() => {
    if (pathname !== servedPath) servedPath = null;
    if (!keepServedHead) writeHead(document, tags);
  }, [tags, pathname, keepServedHead]);
  return null;
}

/**
 * Keeps the document's title, description, Open Graph tags and JSON-LD in step with the screen:
 * the matched route's words at once, the page's own once it has loaded its item. Rendered once, in
 * the root layout; it never holds the page up while a translation file loads.
 */
export function PageHead() {
  return (
    <Suspense fallback={null}>
      <Head />
    </Suspense>
  );
}
