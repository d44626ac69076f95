import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT } from '@/lib/boot-shell-markup';
import {
  START_FILES_ID,
  startAfterPaintScript,
  type StartFiles,
  withStartAfterPaint,
} from './start-after-paint';

const INDEX_HTML =
  '<html><head><script>hint()</script>\n' +
  '    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b2.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-c3.js">\n' +
  '</head><body><div id="root"></div>\n' +
  '<link rel="preload" as="fetch" crossorigin="" href="/locales/ru/common.json">' +
  '<link rel="preload" as="fetch" crossorigin="" href="/locales/ru/layout.json"></body></html>';

const FILES: StartFiles = {
  entry: '/assets/index-a1.js',
  modules: ['/assets/rolldown-runtime-b2.js', '/assets/vendor-c3.js'],
  fetches: ['/locales/ru/common.json', '/locales/ru/layout.json'],
};

interface Added {
  tag: string;
  attributes: Record<string, string>;
}

/**
 * Runs the loader against a page of its own: what it adds to the head, and the paint reports,
 * frames and timers the browser has yet to deliver, run when the test says. `paintReports`: whether
 * the browser reports paints to a PerformanceObserver.
 */
function pageWithLoader({ signedIn, paintReports }: { signedIn: boolean; paintReports: boolean }) {
  const added: Added[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; delay: number }> = [];
  const observers: PaintObserver[] = [];
  const document = {
    getElementById: (id: string) =>
      id === START_FILES_ID ? { textContent: JSON.stringify(FILES) } : null,
    createElement: (tag: string) => {
      const element: Added & { setAttribute(name: string, value: string): void } = {
        tag,
        attributes: {},
        setAttribute(name, value) {
          this.attributes[name] = value;
        },
      };
      return element;
    },
    head: { appendChild: (element: Added) => added.push(element) },
    documentElement: { hasAttribute: (name: string) => signedIn && name === SIGNED_IN_HINT },
  };
  class PaintObserver {
    static supportedEntryTypes = paintReports ? ['paint', 'resource'] : ['resource'];
    on = false;
    constructor(readonly callback: (list: unknown, observer: PaintObserver) => void) {
      observers.push(this);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.on = true;
    }
    disconnect() {
      this.on = false;
    }
  }
  // The page's globals the loader uses, handed to it as parameters of the same names.
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    startAfterPaintScript(),
  ) as (
    page: typeof document,
    onFrame: (callback: () => void) => void,
    later: (callback: () => void, delay: number) => void,
    observer: typeof PaintObserver,
  ) => void;
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ run: callback, delay }),
    PaintObserver,
  );
  return {
    added,
    nextFrame: () => frames.splice(0).forEach((frame) => frame()),
    /** The browser reports its first paint to whoever observes paints. */
    painted: () => {
      for (const observer of observers.filter(({ on }) => on)) {
        observer.callback({ getEntries: () => [{ name: 'first-paint' }] }, observer);
      }
    },
    observing: () => observers.filter(({ on }) => on).length,
    runTimers: (delay: number) => {
      for (const timer of timers.splice(0).filter((queued) => queued.delay === delay)) timer.run();
    },
    pendingDelays: () => timers.map((timer) => timer.delay),
  };
}

const START_ELEMENTS: Added[] = [
  ...FILES.modules.map((href) => ({
    tag: 'link',
    attributes: { rel: 'modulepreload', crossorigin: '', href },
  })),
  ...FILES.fetches.map((href) => ({
    tag: 'link',
    attributes: { rel: 'preload', as: 'fetch', crossorigin: '', href },
  })),
  { tag: 'script', attributes: { type: 'module', crossorigin: '', src: FILES.entry } },
];

const shapes = (added: Added[]) => added.map(({ tag, attributes }) => ({ tag, attributes }));

describe('withStartAfterPaint', () => {
  it('takes the start-up files out of the page and names them for the loader at the end of the body', () => {
    const html = withStartAfterPaint(INDEX_HTML);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|as="fetch"/);
    const json = new RegExp(
      `<script type="application/json" id="${START_FILES_ID}">([^<]*)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(FILES);
    expect(html).toContain(`<script>${startAfterPaintScript()}</script></body>`);
    // The page's other inline script stays where it was.
    expect(html).toContain('<head><script>hint()</script>');
  });

  it('keeps the file names from closing their element', () => {
    const html = withStartAfterPaint(
      INDEX_HTML.replace('/assets/index-a1.js', '/assets/</script><b>.js'),
    );
    expect(html).toContain('"entry":"/assets/\\u003c/script>\\u003cb>.js"');
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<html><body><div id="root"></div></body></html>';
    expect(withStartAfterPaint(page)).toBe(page);
  });
});

describe('the loader', () => {
  it('adds the files once the browser reports the first paint', () => {
    const page = pageWithLoader({ signedIn: false, paintReports: true });
    page.nextFrame();
    page.nextFrame();
    expect(page.added).toEqual([]);
    page.painted();
    expect(shapes(page.added)).toEqual(START_ELEMENTS);
    expect(page.observing()).toBe(0);
  });

  it('waits two frames where the browser does not report paints', () => {
    const page = pageWithLoader({ signedIn: false, paintReports: false });
    expect(page.observing()).toBe(0);
    // The first frame's callback runs before that frame is drawn.
    page.nextFrame();
    expect(page.added).toEqual([]);
    page.nextFrame();
    expect(shapes(page.added)).toEqual(START_ELEMENTS);
  });

  it('starts a page that paints nothing (a tab opened in the background) after a second, once', () => {
    const page = pageWithLoader({ signedIn: false, paintReports: true });
    expect(page.pendingDelays()).toEqual([1000]);
    page.runTimers(1000);
    expect(shapes(page.added)).toEqual(START_ELEMENTS);
    page.painted();
    expect(page.added).toHaveLength(START_ELEMENTS.length);
  });

  it('starts at once for a signed-in visitor, who is shown only the header until the app runs', () => {
    const page = pageWithLoader({ signedIn: true, paintReports: true });
    expect(shapes(page.added)).toEqual(START_ELEMENTS);
    expect(page.pendingDelays()).toEqual([]);
    expect(page.observing()).toBe(0);
  });
});
