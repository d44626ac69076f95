/** Which entity column each request field is stored in. */
export type FieldColumns<Dto, Entity> = Partial<Record<keyof Dto, keyof Entity>>;

/**
 * Copies the request fields that were sent onto their columns as they are (the DTO has already
 * decided what a blank or a null means for each); answers the names of those whose value changed.
 */
export function applyFields<Entity extends object, Dto extends object>(
  target: Entity,
  dto: Dto,
  columns: FieldColumns<Dto, Entity>,
): string[] {
  const changed: string[] = [];
  for (const [field, column] of Object.entries(columns) as [keyof Dto, keyof Entity][]) {
    const value = dto[field];
    if (value === undefined) continue;
    if (!sameValue(target[column], value)) changed.push(String(field));
    Object.assign(target, { [column]: value });
  }
  return changed;
}

/** One rule for "did it change": dates compare by time, arrays and plain objects by content. */
export function sameValue(stored: unknown, given: unknown): boolean {
  if (stored === given) return true;
  if (stored instanceof Date && given instanceof Date) return stored.getTime() === given.getTime();
  if (Array.isArray(stored) && Array.isArray(given)) {
    return (
      stored.length === given.length && stored.every((item, index) => sameValue(item, given[index]))
    );
  }
  if (isPlainObject(stored) && isPlainObject(given)) {
    const keys = Object.keys(stored);
    return (
      keys.length === Object.keys(given).length &&
      keys.every((key) => Object.hasOwn(given, key) && sameValue(stored[key], given[key]))
    );
  }
  return false;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);
