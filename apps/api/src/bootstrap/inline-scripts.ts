import { createHash } from 'node:crypto';

/** A `<script>` with no `src`: its text runs from the page itself. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that let a page's own inline scripts run, one 'sha256-…' per
 * script, worked out from the HTML the web build wrote: the policy allows exactly those, and a
 * script changed at build is allowed without anyone copying its hash by hand.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`,
  );
  return [...new Set(sources)];
}
