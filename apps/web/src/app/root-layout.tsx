import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell } from '@/features/layout/components/app-shell';
import { SkipLink } from '@/components/ui/skip-link';
import { useAuthModal } from '@/lib/auth-modal';
import { usePageHits } from '@/lib/analytics';
import { PageHead } from '@/lib/seo/page-head';

// The auth forms (zod, react-hook-form) load on first open, keeping the first chunk small.
const AuthModal = lazy(() =>
  import('@/features/auth/components/auth-modal').then((module) => ({ default: module.AuthModal })),
);

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

function LazyAuthModal() {
  const { everOpened } = useAuthModal();
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}

export function RootLayout() {
  usePageHits();
  return (
    <>
      <SkipLink />
      <AppShell>
        <ScrollToTop />
        <PageHead />
        <Outlet />
        <LazyAuthModal />
      </AppShell>
    </>
  );
}
