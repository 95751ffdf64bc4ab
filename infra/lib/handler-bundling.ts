import { LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * Bundle options shared by every handler: ESM (middy is ESM-only), minified, Node 22, AWS SDK v3 external.
 * Exported so measurements (the bench) can bundle exactly as a deploy does.
 */
export const handlerBundling = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  /**
   * Only what the Lambda Node 22 runtime ships: the SDK clients and the DynamoDB document client. Helper
   * packages such as `@aws-sdk/s3-presigned-post` are not guaranteed in the runtime, so they are bundled.
   */
  externalModules: ['@aws-sdk/client-*', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb'],
  /** CommonJS dependencies bundled into ESM still call `require` for Node built-ins. */
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
  logLevel: LogLevel.ERROR,
};
