import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', '*.test.ts'],
      restoreMocks: true,
      // Generous: the web tests share the CI machine with the API tests (see scripts/test.sh).
      testTimeout: 30000,
      // The same for the setup hook, which loads the translations and the lazy widgets per file.
      hookTimeout: 30000,
      // Vitest leaves one core free by default: on a 2-core machine that is one worker for 100+ files.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  }),
);
