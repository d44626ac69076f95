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

/** Specs that boot the app against real services. */
const withServices = {
  ...common,
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
};

/**
 * Unit specs sit beside the code; end-to-end specs boot the app against real PostgreSQL and Redis;
 * the safety net (authorization matrix and fuzzer from openapi.yaml) does too, as its own step.
 */
export default {
  // Jest reads this from the top level only (a project's own is ignored: the e2e specs ran with the
  // 5 s default and CI failed on a hook booting an app). Generous for the specs with services: the
  // web tests run beside them on two busy cores, and running every migration up, down and up again
  // takes several times longer on a loaded machine. A unit spec never comes near it.
  testTimeout: 60_000,
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
    },
  ],
};
