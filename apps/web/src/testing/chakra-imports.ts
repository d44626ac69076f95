import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const srcDir = resolve(import.meta.dirname, '..');

export interface ChakraImports {
  file: string;
  /** Values (not types) imported from '@chakra-ui/react'. */
  names: string[];
  /** Keys of the recipes the file imports from '@chakra-ui/react/theme' (tableSlotRecipe → table). */
  recipes: string[];
}

/** What each source file of the site imports from '@chakra-ui/react', and the recipes it binds. */
export function chakraImports(): ChakraImports[] {
  const found: ChakraImports[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const code = readFileSync(path, 'utf8');
        const names = [
          ...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g),
        ].flatMap(([, list]) =>
          list!
            .split(',')
            .map((item) => item.trim().split(/\s+as\s+/)[0]!)
            .filter((name) => name && !name.startsWith('type ')),
        );
        const recipes = [
          ...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/g),
        ].flatMap(([, list]) =>
          list!
            .split(',')
            .map((item) => item.trim().match(/^(\w+?)(?:Slot)?Recipe$/)?.[1])
            .filter((key): key is string => Boolean(key)),
        );
        if (names.length > 0) found.push({ file: relative(srcDir, path), names, recipes });
      }
    }
  };
  walk(srcDir);
  return found;
}
