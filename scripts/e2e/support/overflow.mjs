// Horizontal overflow, measured in the page: whether it scrolls sideways, and which elements reach
// past the viewport's right edge (each named by a short selector path, for the failure message);
// optionally whether the header shows the whole menu or the ☰ button.
import assert from 'node:assert/strict';

/* global document, getComputedStyle, NodeFilter, requestAnimationFrame -- these run in the page */

/**
 * Runs in the page, two frames after a resize (so responsive styles and media-query hooks have
 * settled; a problem is looked at again until it has lasted): what is wrong with the layout, or
 * null. One round trip per width keeps the journeys fast.
 */
function inPageLayoutProblem(checkHeader) {
  const root = document.documentElement;
  const edge = () => root.clientWidth + 0.5;
  const past = (element) => element.getBoundingClientRect().right > edge();
  const shown = (element) =>
    element !== null &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden';
  // Content inside a box that scrolls sideways (a wide table) may be wider than the screen.
  const scrollsInside = (element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true;
    }
    return false;
  };
  const name = (element) => {
    const testId = element.getAttribute('data-testid');
    const tag = element.tagName.toLowerCase();
    if (testId) return `${tag}[data-testid="${testId}"]`;
    if (element.id) return `${tag}#${element.id}`;
    const role = element.getAttribute('role');
    return role ? `${tag}[role="${role}"]` : tag;
  };
  const describe = (element) => {
    const parts = [];
    for (let node = element; node && node !== document.body && parts.length < 5;) {
      parts.unshift(name(node));
      if (node.hasAttribute('data-testid') || node.id) break;
      node = node.parentElement;
    }
    const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
    const { left, right } = element.getBoundingClientRect();
    const spill = past(element) ? '' : ', its text runs past the edge';
    return `${parts.join(' > ')} (${Math.round(left)}–${Math.round(right)}px${spill}${text ? `, "${text}"` : ''})`;
  };

  // Visually hidden text (a name for screen readers, clipped to nothing) is on no screen at all.
  const clippedAway = (element) => {
    for (let box = element; box && box !== document.body; box = box.parentElement) {
      const { clip, clipPath } = getComputedStyle(box);
      if (clip === 'rect(0px, 0px, 0px, 0px)' || clipPath === 'inset(50%)') return true;
    }
    return false;
  };

  // Text running out of its box (a long word or link) is named by the element holding it.
  const textPastEdge = () => {
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || !node.parentElement || found.has(node.parentElement))
        continue;
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > edge() && !clippedAway(node.parentElement)) {
        found.add(node.parentElement);
      }
    }
    return [...found];
  };

  // Reported: the outermost elements past the edge, even where a clipping box hides them (that
  // content is cut off), except inside a box that scrolls sideways.
  const overflow = () => {
    const boxes = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || !past(element)) return false;
      const parent = element.parentElement;
      return !(parent && parent !== document.body && past(parent));
    });
    const culprits = [...boxes, ...textPastEdge().filter((holder) => !past(holder))].filter(
      (element) => getComputedStyle(element).visibility !== 'hidden' && !scrollsInside(element),
    );
    if (root.scrollWidth <= root.clientWidth && culprits.length === 0) return null;
    const named = culprits.slice(0, 5).map(describe).join('; ');
    return (
      `the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport; past the ` +
      `edge: ${named || 'nothing visible (check pseudo-elements and margins)'}`
    );
  };

  // The header is one row with the whole menu unclipped or the ☰ button, and a short account block.
  const header = () => {
    const nav = document.querySelector('[data-testid="desktop-menu"]');
    const burger = document.querySelector('[data-testid="mobile-menu-open"]');
    if (shown(nav) && nav.scrollWidth > nav.clientWidth + 1) {
      return `the menu is clipped (${nav.scrollWidth}px in ${nav.clientWidth}px)`;
    }
    if (shown(nav) === shown(burger)) {
      return shown(nav) ? 'both the menu and ☰ are shown' : 'neither the menu nor ☰ is shown';
    }
    const account = document.querySelector(
      '[data-testid="header"] [data-testid="user-menu-trigger"]',
    );
    if (shown(account) && account.scrollWidth > account.clientWidth + 1) {
      return 'the account button cuts its text';
    }
    const height = document.querySelector('[data-testid="header"]').getBoundingClientRect().height;
    return height > 65 ? `the header wraps to ${Math.round(height)}px` : null;
  };

  // Two frames, or 200 ms when the browser holds frames back (a page it thinks is in the
  // background never paints, and the check must not wait for it forever). A problem seen then is
  // looked at again until it has lasted SETTLE_MS: the header follows the width through a media
  // query hook and a React render, which on a busy machine can finish a few hundred ms after the
  // resize (the sweep once measured the wide menu at 320 px). What is wrong at rest stays reported.
  const SETTLE_MS = 2000;
  const started = Date.now();
  const problem = () => overflow() ?? (checkHeader ? header() : null);
  return new Promise((resolve) => {
    let first = true;
    const measure = () => {
      if (!first) return;
      first = false;
      const poll = () => {
        const found = problem();
        if (found === null || Date.now() - started >= SETTLE_MS) resolve(found);
        else setTimeout(poll, 50);
      };
      poll();
    };
    requestAnimationFrame(() => requestAnimationFrame(measure));
    setTimeout(measure, 200);
  });
}

/** Resizes the page to `width` and answers what is wrong with its layout there, or null. */
export async function layoutProblemAt(page, width, label, { header = false } = {}) {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
  const problem = await page.evaluate(inPageLayoutProblem, header);
  return problem && `${label} at ${width}px: ${problem}`;
}

/** Fails when the page, at its current width, scrolls sideways or has content past the edge. */
export async function assertNoOverflow(page, label) {
  const width = page.viewportSize()?.width ?? 1280;
  const problem = await layoutProblemAt(page, width, label);
  if (problem) assert.fail(problem);
}
