import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/components/ui/error-fallback';

/** Errors thrown while loading or rendering a route end in the app's error fallback. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[route error]', error);
  }, [error]);
  return <ErrorFallback />;
}
