/**
 * Resolves to the promise's value, or to `fallback` once `ms` have passed. A queue write waits for
 * Redis while it is away; a request that has already stored what matters must not wait with it.
 */
export async function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
    // A write that lands after the timeout must not become an unhandled rejection.
    promise.catch(() => undefined);
  }
}
