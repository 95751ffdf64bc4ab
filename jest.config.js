process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// The SDK's notice about future Node versions is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The data layer reads the table name on first use (lib/db/table-config.ts); unit tests answer DynamoDB calls themselves and never reach a table.
process.env.TABLE_NAME ??= 'shop-unit-test';

/** Unit tests: beside the code as *.test.ts(x); no local stack. */
const swc = [
  '@swc/jest',
  { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

export default {
  testMatch: ['<rootDir>/{infra,functions,web,popup}/**/*.test.{ts,tsx}', '<rootDir>/test/budgets/**/*.test.ts', '<rootDir>/test/support/**/*.test.ts', '<rootDir>/test/bench/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/cdk.out/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@middy)/)'],
  // Components import their stylesheets; jsdom tests check markup and behaviour, not CSS.
  moduleNameMapper: { '^@functions/(.*)$': '<rootDir>/functions/src/$1', '\\.css$': '<rootDir>/web/src/testing/style-stub.ts' },
  testEnvironment: 'node',
  testTimeout: 30000,
};
