import type { Plugin, Rolldown } from 'vite';

/**
 * Puts index.html's own stylesheet (the webfonts' @font-face rules, about 1 KB) into the page: a
 * linked one blocks the first paint, and on a phone it waited behind the thirty module preloads
 * before it (six connections per host over HTTP/1.1). The file stays in the build: lazy chunks
 * that share a module with the entry (the purchase block, the admin pages) list it among the
 * dependencies they preload, and a missing one fails their import.
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
            return asset ? `<style>${String(asset.source)}</style>` : link;
          },
        ),
    },
  };
}
