import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const srcDir = resolve(import.meta.dirname, '..');

/** The values (not types) each source file of the site imports from '@chakra-ui/react'. */
export function chakraImports(): Array<{ file: string; names: string[] }> {
  const found: Array<{ file: string; names: string[] }> = [];
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
        if (names.length > 0) found.push({ file: relative(srcDir, path), names });
      }
    }
  };
  walk(srcDir);
  return found;
}
