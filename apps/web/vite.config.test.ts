import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

describe('production build config', () => {
  it('emits no source maps', async () => {
    const configFile = join(import.meta.dirname, 'vite.config.ts');
    const config = await resolveConfig({ configFile }, 'build', 'production');
    expect(config.build.sourcemap).toBe(false);
    const outputs = [config.build.rolldownOptions.output ?? []].flat();
    for (const output of outputs) expect(output.sourcemap ?? false).toBe(false);
  });
});
