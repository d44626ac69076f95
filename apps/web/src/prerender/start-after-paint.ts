// Relative imports: the build's plugin (build/boot-shell.ts) loads this file too, without the alias.
import { SIGNED_IN_HINT } from '../lib/boot-shell-markup';

/** The element holding what the page's scripts are (`StartFiles`), as JSON the loader reads. */
export const START_FILES_ID = 'app-start';

/** What index.html names for the app's start: its entry, the modules it imports, the translations. */
export interface StartFiles {
  entry: string;
  modules: string[];
  fetches: string[];
}

/** Without the first paint (a tab opened in the background paints no frame), start anyway. */
const START_AT_LATEST_MS = 1000;

/**
 * The page's inline loader: adds the start-up files once the page has painted, when the browser
 * reports its first paint (a frame's own callbacks run before it is drawn, and Chromium put the
 * frame on screen up to 60 ms after the next one's), after two frames where paints are not
 * reported, or at once for a visitor the hint marks signed in, who is shown only the header's frame
 * until the app runs. The same text on every page, so the API's Content-Security-Policy allows it
 * by one hash (apps/api/src/bootstrap/inline-scripts.ts).
 */
export const startAfterPaintScript = (): string =>
  `(function(){var d=document,f=JSON.parse(d.getElementById(${JSON.stringify(START_FILES_ID)}).textContent),s=0;` +
  'function add(t,a){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);d.head.appendChild(e)}' +
  'function go(){if(s)return;s=1;' +
  'f.modules.forEach(function(h){add("link",{rel:"modulepreload",crossorigin:"",href:h})});' +
  'f.fetches.forEach(function(h){add("link",{rel:"preload",as:"fetch",crossorigin:"",href:h})});' +
  'add("script",{type:"module",crossorigin:"",src:f.entry})}' +
  `if(d.documentElement.hasAttribute(${JSON.stringify(SIGNED_IN_HINT)}))return go();` +
  `setTimeout(go,${START_AT_LATEST_MS});` +
  'var P=typeof PerformanceObserver=="function"?PerformanceObserver:null;' +
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)' +
  'new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){requestAnimationFrame(go)})})()';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const FETCH_PRELOAD = /<link rel="preload" as="fetch" crossorigin="" href="([^"]+)">\s*/g;

/** `<` written as an escape: the JSON cannot close its element. */
const inScriptElement = (json: string) => json.replace(/</g, '\\u003c');

/**
 * index.html whose start-up files (the entry, its module preloads, the translations' preloads) are
 * asked for only once the page has painted, for a page whose first screen is in its HTML. On a
 * phone's network they otherwise share the bandwidth with that screen's fonts and images and hold
 * its largest paint back by the seconds they take; the screen's links work without them. The page
 * unchanged when it names no entry script.
 */
export function withStartAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry || !html.includes('</body>')) return html;
  const files: StartFiles = {
    entry,
    modules: [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!),
    fetches: [...html.matchAll(FETCH_PRELOAD)].map(([, href]) => href!),
  };
  const loader =
    `<script type="application/json" id="${START_FILES_ID}">` +
    `${inScriptElement(JSON.stringify(files))}</script>` +
    `<script>${startAfterPaintScript()}</script>`;
  return html
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(FETCH_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}
