import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.data/**',
      'test-artifacts/**',
      'packages/api-client/src/schema.d.ts',
      'apps/api/src/migrations/*-*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/api/**/*.{ts,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.js', 'apps/*/*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A file that outgrows one screenful of concerns is split before it grows further.
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    // A test file holds many cases for one piece, so it may run longer.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  // Web features do not import each other, so each can change alone; shared code lives in lib/ and
  // components/.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [
                `**/features/${other}`,
                `**/features/${other}/**`,
                `@/features/${other}`,
                `@/features/${other}/**`,
              ],
              message:
                'Features do not import each other; move shared code to src/lib or src/components.',
            })),
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '@/features/**'],
              message: 'Shared code does not import features.',
            },
          ],
        },
      ],
    },
  },
  // IsOptional lets null through wherever a field may be left out, so a NOT NULL column gets a null:
  // DTOs say "optional, not null" or "optional, nullable" with the decorators of common/validation.
  // The environment is exempt: its values are strings or absent, never null.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/common/validation/**',
      'apps/api/src/infrastructure/config/environment.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional', 'ValidateIf'],
              message:
                'Use IsOptionalNotNull or IsOptionalNullable from common/validation/decorators.',
            },
          ],
        },
      ],
    },
  },
  // API layers, on the TypeScript twin of the rule so these zones and the DTO rule above do not
  // replace each other's settings. Controllers bind HTTP and leave the database to services.
  {
    files: ['apps/api/src/**/*.controller.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['typeorm', '@nestjs/typeorm'].map((name) => ({
            name,
            message: 'Controllers call a service; only services and repositories touch TypeORM.',
          })),
        },
      ],
    },
  },
  // Shared code and infrastructure serve every module, so they know none: a module depends on them,
  // never the other way round (the entity registry and the app setup sit at the composition root).
  {
    files: ['apps/api/src/common/**/*.ts', 'apps/api/src/infrastructure/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/bootstrap/**', '**/entities.js', '**/app.module.js'],
              message:
                'common/ and infrastructure/ never import modules or the app setup; declare a port here and let a module provide it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.spec.ts', 'apps/api/src/migrations/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
);
