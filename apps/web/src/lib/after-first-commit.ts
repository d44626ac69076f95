import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, true in a render of its own right after its first commit
 * (a transition, in slices): what is below the first screen is left out of the first commit, the
 * longest task of a page's start on a phone at Lighthouse's slowdown.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
