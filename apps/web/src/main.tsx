import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { initAnalytics } from '@/lib/analytics';
import { i18next, initI18n } from '@/lib/i18n';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { removeAnonymousBootPage, removeBootShell } from '@/lib/boot-shell';
import { restoreSession } from '@/lib/session/session-store';
import { selectApp } from '@/app/select-app';
import { createMainRouter, createMainRoutes, MainApp } from '@/app/main-app';
import { preparePageSystem } from '@/app/providers';
import { buildAppSystem } from '@/lib/theme';
import { nextTask } from '@/lib/next-task';
import { discardEarlyReads } from '@/lib/early-reads';
import { AddressMismatchApp, PlaceholderApp } from '@/app/placeholder-apps';

const container = document.getElementById('root');
const kind = selectApp(window.location.hostname);

/** The shop's start: restore the session, then load what the user owns, which decides the menu. */
function startShop(): RouteObject[] {
  const session = restoreSession();
  if (session.isAuthorized) {
    removeAnonymousBootPage();
    void refreshAccessFlags();
  }
  initAnalytics();
  return createMainRoutes();
}

/**
 * Start-up in short tasks, the browser free between them (on Lighthouse's phone every task over
 * 12.5 ms of this machine's is blocking time): evaluating the modules is the first; then the
 * translations; the session and the routes; the shop's router, whose first navigation starts the
 * first page's downloads (taking over the reads index.html started, which end there); Chakra's
 * theme in nine; React's root; the first render, itself in slices (a transition).
 */
async function start(element: HTMLElement): Promise<void> {
  await nextTask();
  void initI18n();
  await nextTask();
  const routes = kind === 'main' ? startShop() : null;
  await nextTask();
  const router = routes ? createMainRouter(routes) : null;
  await nextTask();
  discardEarlyReads();
  await buildAppSystem(nextTask);
  preparePageSystem();
  await nextTask();
  const root = createRoot(element);
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <Suspense fallback={null}>
          {router ? <MainApp i18n={i18next} router={router} /> : null}
          {kind === 'promo' || kind === 'school' ? (
            <PlaceholderApp i18n={i18next} kind={kind} />
          ) : null}
          {kind === null ? <AddressMismatchApp i18n={i18next} /> : null}
        </Suspense>
      </StrictMode>,
    );
  });
}

if (!container) {
  void initI18n().then(() => {
    document.body.textContent = i18next.t('errors.rootMissing');
  });
  throw new Error('Root container #root is missing');
}
// What the HTML painted (the header's frame, the home page's hero) is the shop's; the other apps
// have neither.
if (kind !== 'main') removeBootShell();
void start(container);
