import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initTestI18n } from './i18n';
import { clearSession } from '@/lib/session/session-store';
import { resetAuthModal } from '@/lib/auth-modal';
import { preloadWidgets } from '@/components/ui/lazy-widgets';

// findBy…/waitFor give up after 5 s instead of 1 s: on a busy 2-core CI machine the first import of
// a lazy route chunk alone can take longer than a second. A passing test never waits for it.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  // Menus, dialogs and tooltips render as if imported directly; lazy-widgets tests the loading.
  await Promise.all([initTestI18n(), preloadWidgets()]);
});

afterEach(() => {
  // A test in Node's environment (src/prerender, as at build time) has no document or storage.
  if (typeof window === 'undefined') return;
  cleanup();
  clearSession();
  resetAuthModal();
  localStorage.clear();
});
