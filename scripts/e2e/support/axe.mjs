// axe-core in the browser journeys: injected into a page once (it stays across SPA navigation),
// run on the whole document, and its violations kept as one list for the whole run, each rule and
// element named once with every page where it was found.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/* global window, document -- these run in the page */

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.1 A and AA plus axe's best practices: what the site promises (issue 11). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Loads axe into the page unless it is there already. */
export async function injectAxe(page) {
  const present = await page.evaluate(() => typeof window.axe === 'object');
  if (!present) await page.addScriptTag({ content: axeSource });
}

/**
 * Runs in the page two frames after the last change (a resize or a dialog opening) and once the
 * opening animations have ended (a menu fading in has text of too little contrast), so the check
 * sees what a person sees. Answers only what the report needs, to keep the round trip small.
 */
function inPageViolations(tags) {
  const later = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));
  // Two frames, or 200 ms when the browser holds frames back (a page it thinks is hidden).
  const frames = new Promise((resolve) => {
    window.requestAnimationFrame(() => window.requestAnimationFrame(resolve));
    window.setTimeout(resolve, 200);
  });
  const animationsEnded = () =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => {})),
      ),
      later(2_000),
    ]);
  return frames
    .then(animationsEnded)
    .then(() => window.axe.run(document, { runOnly: tags, resultTypes: ['violations'] }))
    .then(({ violations }) =>
      violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, any }) => {
          // Colour contrast says which colours and what ratio, for the palette's owner.
          const data = any.find((check) => check.id === 'color-contrast')?.data;
          return {
            target: target.flat().join(' '),
            contrast: data?.contrastRatio
              ? `${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1 (needs ${data.expectedContrastRatio})`
              : undefined,
          };
        }),
      })),
    );
}

/** Every violation of the run: rule and element once, with the pages where they were seen. */
export function violationLog() {
  const found = new Map();
  return {
    /** Checks the page as it is now; `where` names it in the report (role, address, width). */
    async check(page, where) {
      await injectAxe(page);
      const violations = await page.evaluate(inPageViolations, RULE_TAGS);
      for (const { id, impact, help, nodes } of violations) {
        for (const { target, contrast } of nodes) {
          const key = `${id} ${target} ${contrast ?? ''}`;
          if (!found.has(key)) found.set(key, { id, impact, help, target, contrast, pages: [] });
          found.get(key).pages.push(where);
        }
      }
    },
    /** One block per rule and element: the report a failing journey prints. */
    report() {
      return [...found.values()]
        .sort((a, b) => a.id.localeCompare(b.id) || a.target.localeCompare(b.target))
        .map(
          ({ id, impact, help, target, contrast, pages }) =>
            `${id} (${impact}): ${help}\n  element: ${target}` +
            (contrast ? `\n  colours: ${contrast}` : '') +
            `\n  on ${pages.length} page(s): ${pages.join('; ')}`,
        );
    },
  };
}
