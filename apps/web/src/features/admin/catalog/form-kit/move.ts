/** The list with the item at `from` moved to `to` (both clamped into range); a new array. */
export function moveItem<Item>(list: readonly Item[], from: number, to: number): Item[] {
  const next = [...list];
  const target = Math.max(0, Math.min(to, next.length - 1));
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(target, 0, item);
  return next;
}
