import { join } from 'node:path';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * Bundle options shared by every handler: ESM (middy is ESM-only), minified, Node 22, AWS SDK v3 external.
 * Exported so measurements (the bench) can bundle exactly as a deploy does.
 */
export const handlerBundling = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  /** Written beside the bundle, not loaded by the runtime (no `--enable-source-maps`): for reading a logged stack. */
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

/** What every handler Lambda shares: Node 22 on arm64, 512 MB, bundled from the repository with the lockfile. */
export function handlerFunctionDefaults(root: string): NodejsFunctionProps {
  return {
    handler: 'handler',
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    projectRoot: root,
    depsLockFilePath: join(root, 'package-lock.json'),
    bundling: { ...handlerBundling, tsconfig: join(root, 'tsconfig.json') },
  };
}

/** Native packages a consumer ships beside its bundle, installed for Lambda's platform (the image variants' sharp). */
export const consumerExternals: readonly string[] = ['sharp'];
