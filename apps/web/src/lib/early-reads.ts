// The build's plugin (build/boot-shell.ts) loads this file too, without the alias: it imports nothing.

/** Where index.html's first script leaves the reads it started (`EarlyRead[]`). */
export const EARLY_READS_KEY = '__courseShopEarlyReads';

/**
 * The flags every signed-in start reads for the menu (lib/session/access-flags.ts; mark 1 is
 * PSYCHOTHERAPIST_KIT_MARK_ID, whose module the build cannot load).
 */
const ACCESS_FLAG_READS = ['/api/v2/user/kits/my?mark_id=1', '/api/v1/school/user/tariffs'];

/**
 * The API reads a signed-in visitor's account list starts with, by its address: the page's own list
 * and the menu's flags. index.html's first script sends them with the learner's token as the page
 * parses, beside the scripts, instead of after the scripts have run: on a phone's network the list
 * and its covers then come a round trip and the server's answer sooner. The paths are the ones the
 * app's client asks for (app/route-prefetch.test.tsx keeps them so).
 */
export const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  '/account/videocourses': ['/api/v2/user/webinars/my', ...ACCESS_FLAG_READS],
  '/account/kits': ['/api/v2/user/kits/my', ...ACCESS_FLAG_READS],
};

/** A read the page started: its absolute URL, the token it was sent with and its answer. */
interface EarlyRead {
  url: string;
  token: string;
  response: Promise<Response>;
}

type EarlyWindow = typeof globalThis & { [EARLY_READS_KEY]?: EarlyRead[] };

/**
 * The answer of a read the page started that is the same request (a GET of the same URL with the
 * same token), handed over once; else undefined, and the client asks the network. A token changed
 * since (a refresh) or another address makes a read of its own, as it would have without this.
 */
export function adoptEarlyRead(request: Request): Promise<Response> | undefined {
  const reads = (globalThis as EarlyWindow)[EARLY_READS_KEY];
  if (!reads || request.method !== 'GET') return undefined;
  const index = reads.findIndex(
    (read) =>
      read.url === request.url && request.headers.get('Authorization') === `Bearer ${read.token}`,
  );
  if (index < 0) return undefined;
  return reads.splice(index, 1)[0]!.response;
}

/**
 * Ends the hand-over once the start-up has asked for what it reads (main.tsx, after the router's
 * first navigation): a read still unclaimed then (its page not reached, the session dropped) must
 * not answer a later request with data from the page's load, such as the list after a purchase.
 */
export function discardEarlyReads(): void {
  delete (globalThis as EarlyWindow)[EARLY_READS_KEY];
}

/**
 * The part of index.html's first script that starts the reads, for a stored token `t` and the
 * document `d`: the account area's scripts (`chunks`, which the build knows) go out as module
 * preloads with them. A failed read is handled here (no unhandled rejection in the console) and
 * still fails for the client that adopts it.
 */
export const earlyReadsScript = (chunks: readonly string[]): string =>
  `var r=${JSON.stringify(EARLY_READS)}[location.pathname];if(r){` +
  `window.${EARLY_READS_KEY}=r.map(function(p){var q=fetch(p,{headers:{Authorization:"Bearer "+t}});` +
  'q.catch(function(){});return{url:location.origin+p,token:t,response:q}});' +
  `${JSON.stringify(chunks)}.forEach(function(h){var l=d.createElement("link");` +
  'l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)})}';
