import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@/config/constants';
import { paths } from '@/config/paths';
import { openAuthModal } from '@/lib/auth-modal';
import { useSession } from '@/lib/session/session-store';

export interface LocationStateFrom {
  from?: string;
}

/**
 * Route guard: without auth data go to / (remembering the origin and opening the
 * auth modal); signed in without the role go to /forbidden.
 */
export function RequireAuth({ roles }: { roles?: Role[] }) {
  const { isAuthorized, user } = useSession();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!isAuthorized) openAuthModal({ tab: 'login', returnTo: from });
  }, [isAuthorized, from]);

  if (!isAuthorized) {
    return <Navigate to={paths.home} replace state={{ from } satisfies LocationStateFrom} />;
  }
  if (roles && roles.length > 0 && !roles.some((role) => user?.roles.includes(role))) {
    return <Navigate to={paths.forbidden} replace />;
  }
  return <Outlet />;
}
