import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initTestI18n } from './i18n';
import { clearSession } from '@/lib/session/session-store';
import { resetAuthModal } from '@/lib/auth-modal';
import { preloadWidgets } from '@/components/ui/lazy-widgets';
import { TEST_NOW } from './test-clock';

// findBy…/waitFor give up after 5 s instead of 1 s: on a busy 2-core CI machine the first import of
// a lazy route chunk alone can take longer than a second. A passing test never waits for it.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  // Menus, dialogs and tooltips render as if imported directly; lazy-widgets tests the loading.
  await Promise.all([initTestI18n(), preloadWidgets()]);
});

beforeEach(() => {
  // Each test starts on the same day whatever the date (a test may set its own clock over this).
  // Only Date is replaced, and it runs on from there: timers, waits and elapsed times stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  // A test in Node's environment (src/prerender, as at build time) has no document or storage.
  if (typeof window === 'undefined') return;
  cleanup();
  clearSession();
  resetAuthModal();
  localStorage.clear();
});
