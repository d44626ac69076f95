import type { Plugin, Rolldown } from 'vite';

/**
 * Puts index.html's own stylesheet (the webfonts' @font-face rules, about 1 KB) into the page: a
 * linked one blocks the first paint, and on a phone it waited behind the thirty module preloads
 * before it (six connections per host over HTTP/1.1).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'course-shop:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = context.bundle?.[fileName] as Rolldown.OutputAsset | undefined;
            if (!asset) return link;
            // Nothing else names it: left in the build it would only be compressed and shipped.
            delete context.bundle![fileName];
            return `<style>${String(asset.source)}</style>`;
          },
        ),
    },
  };
}
