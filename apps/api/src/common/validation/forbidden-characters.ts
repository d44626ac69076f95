/**
 * What PostgreSQL's text and JSON types cannot hold and fail the whole statement on (a 500 had it
 * reached the database): U+0000, and a lone UTF-16 surrogate (half of an emoji, `"\ud800"` in JSON),
 * which has no UTF-8 form. Every other character, tabs and line breaks included, is stored as sent.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const forbidden = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

interface Step {
  value: unknown;
  key: string;
  parent: Step | undefined;
}

/** `webinars.0.reason`: built only for what is reported, so deep input costs no long strings. */
function pathOf(step: Step | undefined): string {
  const keys: string[] = [];
  for (let current = step; current; current = current.parent) {
    if (current.key) keys.push(current.key);
  }
  return keys.reverse().join('.');
}

/**
 * Paths (`first_name`, `description.2`, `webinars.0.reason`) of every string, or object key, in
 * `value` that holds a forbidden character. Walks with its own stack, so no input can exhaust the
 * call stack; `rootPath` names a bare string (a path parameter).
 */
export function pathsWithForbiddenCharacters(value: unknown, rootPath = ''): string[] {
  const found: string[] = [];
  const pending: Step[] = [{ value, key: rootPath, parent: undefined }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    if (typeof step.value === 'string') {
      if (forbidden(step.value)) found.push(pathOf(step));
    } else if (step.value !== null && typeof step.value === 'object') {
      for (const [key, item] of Object.entries(step.value)) {
        if (forbidden(key)) found.push(pathOf({ value: item, key, parent: step }));
        else pending.push({ value: item, key, parent: step });
      }
    }
  }
  return found.reverse();
}
