const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': swc },
  testEnvironment: 'node',
};

/**
 * Specs that boot the app against real services: the web tests run beside them in the test run,
 * so on two busy cores booting an app in a hook took over jest's 5 s default (CI failed on it).
 */
const withServices = {
  ...common,
  testTimeout: 30_000,
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
};

/**
 * Unit specs sit beside the code; end-to-end specs boot the app against real PostgreSQL and Redis;
 * the safety net (authorization matrix and fuzzer from openapi.yaml) does too, as its own step.
 */
export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...withServices, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
    {
      ...withServices,
      displayName: 'safety',
      testMatch: ['<rootDir>/test/safety-net/**/*.safety-spec.ts'],
    },
    {
      ...withServices,
      displayName: 'drift',
      testMatch: ['<rootDir>/test/**/*.drift-spec.ts'],
      // Running every migration up, down and up again takes a few seconds on a quiet machine and
      // several times that on a loaded one: jest's 5 s default made it flaky.
      testTimeout: 60_000,
    },
  ],
};
