process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// The SDK's notice about future Node versions is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Integration (test/api) and browser (test/e2e) tests: they share one local stack, started once per run
 * by the global setup and stopped by the teardown.
 */
const swc = ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@middy)/)'],
  testEnvironment: 'node',
};

export default {
  // Jest reads the timeout from the top level only, not from a project.
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // The files that scan the shared stack's whole tables go first, while the tables are small.
  testSequencer: '<rootDir>/test/support/stack-sequencer.js',
  projects: [
    { ...common, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.test.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.spec.ts'] },
  ],
};
