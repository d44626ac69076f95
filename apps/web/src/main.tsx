import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initAnalytics } from '@/lib/analytics';
import { i18next, initI18n } from '@/lib/i18n';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { removeAnonymousBootPage, removeBootShell } from '@/lib/boot-shell';
import { restoreSession } from '@/lib/session/session-store';
import { selectApp } from '@/app/select-app';
import { createMainRouter, createMainRoutes, MainApp, startFirstPageLoads } from '@/app/main-app';
import { preparePageSystem } from '@/app/providers';
import { AddressMismatchApp, PlaceholderApp } from '@/app/placeholder-apps';

const i18nReady = initI18n();
const container = document.getElementById('root');

if (!container) {
  void i18nReady.then(() => {
    document.body.textContent = i18next.t('errors.rootMissing');
  });
  throw new Error('Root container #root is missing');
}

const kind = selectApp(window.location.hostname);

if (kind === 'main') {
  // Start-up: restore the session, then load what the user owns, which decides the menu's items.
  const session = restoreSession();
  if (session.isAuthorized) {
    removeAnonymousBootPage();
    void refreshAccessFlags();
  }
  initAnalytics();
} else {
  // What the HTML painted (the header's frame, the home page's hero) is the shop's; the other apps
  // have neither.
  removeBootShell();
}

/** Resolves in a later task: start-up's long steps run apart, the browser free between them. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Renders the app; evaluating the modules was one long task, the first page's downloads start in
 * the next, Chakra's theme is the one after, the shop's router (its first navigation) the last.
 */
async function start(): Promise<void> {
  await nextTask();
  const routes = kind === 'main' ? createMainRoutes() : null;
  if (routes) startFirstPageLoads(routes, window.location.href);
  await nextTask();
  preparePageSystem();
  await nextTask();
  const router = routes ? createMainRouter(routes) : null;
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

const root = createRoot(container);
void start();
