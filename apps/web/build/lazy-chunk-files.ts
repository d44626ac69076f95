import type { Rolldown } from 'vite';

/**
 * The files a lazily imported module (`moduleSuffix`, the end of its path) loads beyond what the
 * entry has loaded: its chunk and every chunk it imports statically, directly or through another,
 * as root-relative URLs, in the order the bundler's preload would ask for them. Fails the build
 * when no chunk is that module's, so a page renamed or moved cannot silently lose its preload.
 */
export function lazyChunkFiles(bundle: Rolldown.OutputBundle, moduleSuffix: string): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const all = [...chunks.values()];
  const page = all.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  if (!page) throw new Error(`no chunk of this build is ${moduleSuffix}'s`);
  const loaded = new Set(
    staticImports(
      chunks,
      all.filter((chunk) => chunk.isEntry).map((entry) => entry.fileName),
    ),
  );
  return staticImports(chunks, [page.fileName])
    .filter((file) => !loaded.has(file))
    .map((file) => `/${file}`);
}

/** The files `roots` load: each root, then, depth first, the chunks it imports statically. */
function staticImports(chunks: Map<string, Rolldown.OutputChunk>, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}
