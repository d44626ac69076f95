import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';
import { ServerValidationError } from './server-data';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (401, 403, 404, validation) will not change on retry.
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status < 500) &&
          !(error instanceof ServerValidationError) &&
          failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
