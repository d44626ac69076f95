import type { Plugin, Rolldown } from 'vite';

/** A lazy page whose shared modules come as one file; `entry` is its module, under `src/`. */
export interface Area {
  name: string;
  entry: string;
}

/**
 * Gives each listed lazy page the app modules it shares with other lazy pages in one file, instead
 * of rolldown's chunk per set of pages sharing a module: the account page came with 24 files of
 * 0.1–2 KB, which a phone fetched over HTTP/1.1's six connections in four round trips in turn while
 * its covers waited. An area takes what its page reaches and no earlier area took, so the first
 * (the home page) downloads what it did before in fewer files, and a later one also loads the
 * earlier areas' files, whose few modules it does not run cost less than the round trips.
 *
 * Only the app's own modules are followed: the libraries are reached through their index files,
 * which import every component, and following those would put the whole of Chakra in the first
 * area. The library modules a page does use come with its app modules all the same (a group takes
 * its modules' dependencies along). Pages not listed keep rolldown's own splitting.
 */
export function areaChunks(sourceRoot: string, areas: readonly Area[]) {
  const reached = new Map<string, Set<string>>();

  const plugin: Plugin = {
    name: 'course-shop:area-chunks',
    apply: 'build',
    buildEnd() {
      reached.clear();
      const taken = new Set<string>();
      for (const area of areas) {
        const entry = `${sourceRoot}/${area.entry}`;
        // A page renamed or moved would leave its area empty, and its files many again, unseen.
        if (this.getModuleInfo(entry) === null) {
          this.error(`area ${area.name}: ${area.entry} is not a module of this build`);
        }
        const own = new Set<string>();
        const pending = [entry];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (own.has(id) || taken.has(id) || id.includes('/node_modules/')) continue;
          const module = this.getModuleInfo(id);
          if (module === null) continue;
          own.add(id);
          pending.push(...module.importedIds);
        }
        own.forEach((id) => taken.add(id));
        reached.set(area.name, own);
      }
    },
  };

  // Shared by two chunks at least: what only the page itself uses stays in its own chunk.
  const groups: Rolldown.CodeSplittingGroup[] = areas.map((area) => ({
    name: area.name,
    minShareCount: 2,
    test: (id: string) => reached.get(area.name)?.has(id) ?? false,
  }));

  return { plugin, groups };
}
