import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initTestI18n } from './i18n';
import { clearSession } from '@/lib/session/session-store';
import { resetAuthModal } from '@/lib/auth-modal';

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  cleanup();
  clearSession();
  resetAuthModal();
  localStorage.clear();
});
