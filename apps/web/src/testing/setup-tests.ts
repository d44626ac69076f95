import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initTestI18n } from './i18n';
import { clearSession } from '@/lib/session/session-store';
import { resetAuthModal } from '@/lib/auth-modal';
import { preloadWidgets } from '@/components/ui/lazy-widgets';

beforeAll(async () => {
  // Menus, dialogs and tooltips render as if imported directly; lazy-widgets tests the loading.
  await Promise.all([initTestI18n(), preloadWidgets()]);
});

afterEach(() => {
  cleanup();
  clearSession();
  resetAuthModal();
  localStorage.clear();
});
