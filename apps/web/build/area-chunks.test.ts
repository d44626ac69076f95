// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { areaChunks } from './area-chunks';

// Three lazy pages over shared modules, and a library whose index file re-exports its components,
// as Chakra's does: the entry uses one, the pages' shared modules and the admin page others.
const sources: Record<string, string> = {
  'main.js': `import { Button } from 'ui-lib';
    export const start = () => Button();
    export const pages = [() => import('./home.js'), () => import('./account.js'), () => import('./admin.js')];`,
  'home.js': `import { card } from './card.js'; import { frame } from './frame.js';
    export default () => card() + frame();`,
  'account.js': `import { card } from './card.js'; import { table } from './table.js'; import { own } from './account-own.js';
    import { Dialog } from 'ui-lib';
    export default () => card() + table() + own() + Dialog();`,
  'admin.js': `import { frame } from './frame.js'; import { table } from './table.js'; import { Dialog } from 'ui-lib';
    export default () => frame() + table() + Dialog();`,
  'card.js': `import { Grid } from 'ui-lib'; export const card = () => 'card:' + Grid();`,
  'frame.js': `export const frame = () => 'frame:' + Math.random();`,
  'table.js': `export const table = () => 'table:' + Math.random();`,
  'account-own.js': `export const own = () => 'own:' + Math.random();`,
  'node_modules/ui-lib/package.json': `{ "name": "ui-lib", "type": "module", "main": "index.js", "sideEffects": false }`,
  'node_modules/ui-lib/index.js': `export { Button } from './button.js'; export { Grid } from './grid.js';
    export { Dialog } from './dialog.js';`,
  'node_modules/ui-lib/button.js': `export const Button = () => 'button:' + Math.random();`,
  'node_modules/ui-lib/grid.js': `export const Grid = () => 'grid:' + Math.random();`,
  'node_modules/ui-lib/dialog.js': `export const Dialog = () => 'dialog:' + Math.random();`,
};

const root = mkdtempSync(join(tmpdir(), 'area-chunks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fixtureAreas = [
  { name: 'home-shared', entry: 'home.js' },
  { name: 'account-shared', entry: 'account.js' },
];

async function buildFixture(listed = fixtureAreas) {
  for (const [file, text] of Object.entries(sources)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const areas = areaChunks(root, listed);
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [areas.plugin],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: join(root, 'main.js'),
        preserveEntrySignatures: 'strict',
        output: { codeSplitting: { groups: areas.groups } },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = result.output.filter((item) => item.type === 'chunk');
  const named = (name: string) => {
    const chunk = chunks.find((item) => item.name === name);
    if (!chunk)
      throw new Error(`no chunk ${name} in ${chunks.map((item) => item.name).join(', ')}`);
    return chunk;
  };
  const files = (name: string) => named(name).moduleIds.map((id) => id.slice(root.length + 1));
  const imports = (name: string) =>
    named(name)
      .imports.map((file) => chunks.find((item) => item.fileName === file)?.name)
      .filter((chunkName) => chunkName !== 'rolldown-runtime');
  return { files, imports };
}

describe('areaChunks', () => {
  it('gives each listed page its shared modules in one file, the first page only what it uses', async () => {
    const { files, imports } = await buildFixture();
    // The home page's shared modules, with the library component they use but not the admin's.
    expect(files('home-shared').sort()).toEqual(
      ['card.js', 'frame.js', 'node_modules/ui-lib/grid.js'].sort(),
    );
    expect(imports('home')).toEqual(['home-shared']);
    // The account's: what it shares that the home page did not take; its own module stays with it.
    expect(files('account-shared')).toEqual(['table.js']);
    expect(files('account')).toContain('account-own.js');
    // The library's other components stay out of the areas: the dialog the account and the admin
    // page import directly is rolldown's to place (a chunk of its own here), the button the entry's.
    expect(imports('account').sort()).toEqual(['account-shared', 'dialog', 'home-shared']);
    expect(files('dialog')).toEqual(['node_modules/ui-lib/dialog.js']);
    expect(files('main')).toContain('node_modules/ui-lib/button.js');
  });

  it('fails the build when a listed page is not in it, instead of leaving its area empty', async () => {
    await expect(
      buildFixture([...fixtureAreas, { name: 'gone-shared', entry: 'renamed.js' }]),
    ).rejects.toThrow('area gone-shared: renamed.js is not a module of this build');
  });
});
