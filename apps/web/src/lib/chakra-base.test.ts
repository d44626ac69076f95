import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraImports } from '@/testing/chakra-imports';
import { appSystem } from './theme';

const chakraDist = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);
const componentsDir = join(chakraDist, 'components');

/** Which folder under components/ each export of Chakra's index comes from. */
function componentFolders(): Map<string, string> {
  const index = readFileSync(join(chakraDist, 'index.js'), 'utf8');
  const folders = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local, folder] of index.matchAll(
    /import \* as (\S+) from '\.\/components\/([^/]+)\//g,
  )) {
    namespaces.set(local!, folder!);
  }
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?;/g)) {
    const folder = from?.match(/^\.\/components\/([^/]+)\//)?.[1];
    for (const item of list!.split(',')) {
      const [local, exported = local] = item.trim().split(/\s+as\s+/);
      const target = folder ?? namespaces.get(local!);
      if (target && exported) folders.set(exported, target);
    }
  }
  return folders;
}

const RECIPE_KEY =
  /(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"([\w-]+)"/g;

/** The recipe keys a component folder uses, following its imports of other component folders. */
function recipeKeys(folder: string, seen = new Set<string>()): string[] {
  const dir = join(componentsDir, folder);
  if (seen.has(folder) || !existsSync(dir)) return [];
  seen.add(folder);
  const keys: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(dir, file), 'utf8');
    for (const [, key] of code.matchAll(RECIPE_KEY)) keys.push(key!);
    for (const [, other] of code.matchAll(/from '\.\.\/([^/']+)\//g)) {
      keys.push(...recipeKeys(other!, seen));
    }
  }
  return keys;
}

describe('the Chakra theme', () => {
  it('has a recipe for every Chakra component the site imports', () => {
    const folders = componentFolders();
    const missing: string[] = [];
    for (const { file, names, recipes } of chakraImports()) {
      for (const name of names) {
        const folder = folders.get(name);
        if (!folder) continue;
        for (const key of recipeKeys(folder)) {
          // Keys Chakra itself leaves without a recipe (Text's `text`) style nothing either way.
          const styledByChakra = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
          // A file that imports the recipe itself passes it to the component (its `recipe` prop).
          const styledHere =
            appSystem().isRecipe(key) || appSystem().isSlotRecipe(key) || recipes.includes(key);
          if (styledByChakra && !styledHere) missing.push(`${file}: ${name} (${key})`);
        }
      }
    }
    // Add each missing recipe to src/lib/chakra-base.ts, or bind it where only the admin needs it.
    expect([...new Set(missing)]).toEqual([]);
  });

  it('finds the components of the site and their recipes (the check above sees them)', () => {
    const folders = componentFolders();
    expect(relative(componentsDir, join(componentsDir, folders.get('Menu')!))).toBe('menu');
    expect(recipeKeys(folders.get('Menu')!)).toContain('menu');
    expect(recipeKeys(folders.get('Button')!)).toContain('button');
    expect(chakraImports().flatMap((file) => file.names)).toContain('Button');
    expect(appSystem().isRecipe('button')).toBe(true);
    expect(appSystem().isSlotRecipe('accordion')).toBe(false);
    // The admin's table recipe is bound to its components, not in every visitor's theme.
    expect(appSystem().isSlotRecipe('table')).toBe(false);
    const adminChakra = chakraImports().find((file) =>
      file.file.endsWith('admin/shared/chakra.tsx'),
    );
    expect(adminChakra?.recipes).toEqual(
      expect.arrayContaining(['table', 'nativeSelect', 'progress', 'stat', 'dataList', 'code']),
    );
  });
});
