export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in, of `offered` (in our order of preference), by the client's
 * Accept-Encoding: the one it weighs highest, `q=0` meaning "not this one" and `*` standing for
 * any encoding it did not name. None when the header is absent or refuses them all.
 */
export function preferredEncoding(
  header: string | undefined,
  offered: readonly ContentEncoding[] = ['br', 'gzip'],
): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: ContentEncoding | undefined;
  for (const encoding of offered) {
    if (weightOf(encoding) > 0 && (!best || weightOf(encoding) > weightOf(best))) best = encoding;
  }
  return best;
}
