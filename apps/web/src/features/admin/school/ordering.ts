/**
 * The exercise's whole question order after one lesson's questions were put in `reordered`: the
 * API orders every question of the exercise at once, so the others keep their places and the
 * lesson's questions fill the places they held, in their new order.
 */
export function reorderWithin(allIds: readonly number[], reordered: readonly number[]): number[] {
  const moved = new Set(reordered);
  let next = 0;
  return allIds.map((id) => (moved.has(id) ? (reordered[next++] as number) : id));
}
