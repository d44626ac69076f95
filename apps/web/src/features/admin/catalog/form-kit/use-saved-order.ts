import { useEffect, useRef, useState } from 'react';
import { moveItem } from './move';

/**
 * A list the admin reorders and that is saved after each move. The moved order shows at once;
 * saves run one after another (a quick second move must not overtake the first), and a failed
 * save puts the server's order back.
 */
export function useSavedOrder<Item extends { id: number }>(
  loaded: Item[] | undefined,
  save: (ids: number[]) => Promise<unknown>,
) {
  const [order, setOrder] = useState<Item[] | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const saving = useRef(0);

  // Fresh data from the server (after the save reloaded it) replaces the local order.
  useEffect(() => {
    if (saving.current === 0) setOrder(null);
  }, [loaded]);

  const rows = order ?? loaded ?? [];
  const move = (from: number, to: number) => {
    const next = moveItem(rows, from, to);
    setOrder(next);
    saving.current += 1;
    chain.current = chain.current
      .then(() => save(next.map((item) => item.id)))
      .catch(() => setOrder(null))
      .finally(() => {
        saving.current -= 1;
      });
  };
  return { rows, move };
}
