import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateOpenApiYaml } from '../../src/bootstrap/openapi-yaml.js';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const clientDir = join(repoRoot, 'packages/api-client');
const fix = 'Run `pnpm openapi` at the repository root and commit the result.';

describe('generated contracts', () => {
  it('openapi.yaml matches the code', async () => {
    const committed = readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8');
    const generated = await generateOpenApiYaml();
    if (generated !== committed) throw new Error(`openapi.yaml is stale. ${fix}`);
  });

  it('the typed client matches openapi.yaml', () => {
    const output = join(mkdtempSync(join(tmpdir(), 'api-client-')), 'schema.d.ts');
    // The package's own generate command, options included, writing to a scratch file instead.
    const scripts = JSON.parse(readFileSync(join(clientDir, 'package.json'), 'utf8')) as {
      scripts: { generate: string };
    };
    const [command, ...args] = scripts.scripts.generate.split(/\s+/);
    args[args.indexOf('-o') + 1] = output;
    execFileSync(join(clientDir, 'node_modules/.bin', command), args, {
      cwd: clientDir,
      stdio: 'pipe',
    });
    const committed = readFileSync(join(clientDir, 'src/schema.d.ts'), 'utf8');
    if (readFileSync(output, 'utf8') !== committed)
      throw new Error(`packages/api-client is stale. ${fix}`);
  });
});
