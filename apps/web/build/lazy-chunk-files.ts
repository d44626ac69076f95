import type { Rolldown } from 'vite';

/**
 * The files a lazily imported module (`moduleSuffix`, the end of its path) loads beyond what the
 * entry has loaded: its chunk and the chunks it imports, as root-relative URLs, in the order the
 * bundler's preload would ask for them. Fails the build when no chunk is that module's, so a page
 * renamed or moved cannot silently lose its preload.
 */
export function lazyChunkFiles(bundle: Rolldown.OutputBundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk',
  );
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  if (!page) throw new Error(`no chunk of this build is ${moduleSuffix}'s`);
  const loaded = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [entry.fileName, ...entry.imports]),
  );
  return [page.fileName, ...page.imports]
    .filter((file) => !loaded.has(file))
    .map((file) => `/${file}`);
}
