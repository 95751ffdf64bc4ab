import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes as shopRoutes } from '../../functions/src/shop/routes';
import { routes as payRoutes } from '../../functions/src/pay/routes';

export interface BundleFigure {
  name: string;
  /** Self-contained: every dependency, the AWS SDK included, bundled and minified. */
  minifiedBytes: number;
  /** As deployed: the CDK bundling options, which leave the SDK clients to the Lambda runtime. */
  deployedBytes?: number;
  /** Median time for a fresh Node process to import the self-contained bundle. */
  importMsMedian: number;
}

const root = process.cwd();

/**
 * Bundles one entry the way a Lambda ships it (minified ESM for Node 22, the AWS SDK bundled in so the
 * figure is self-contained and comparable with the floor) and returns the output file.
 */
async function bundle(entry: string, outDir: string, name: string): Promise<string> {
  const outfile = path.join(outDir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    legalComments: 'none',
    nodePaths: [path.join(root, 'node_modules')],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'silent',
  });
  return outfile;
}

/** The bundle as `cdk deploy` ships it, using the same options as the CDK construct. */
async function deployedSize(entry: string, outDir: string, name: string): Promise<number> {
  const { handlerBundling } = await import('../../infra/lib/handler-bundling');
  const outfile = path.join(outDir, `${name}.deployed.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: handlerBundling.minify,
    platform: 'node',
    target: handlerBundling.target,
    format: 'esm',
    mainFields: handlerBundling.mainFields,
    external: handlerBundling.externalModules,
    banner: { js: handlerBundling.banner },
    legalComments: 'none',
    logLevel: 'silent',
  });
  return statSync(outfile).size;
}

/** Cold import time: a fresh Node process imports the bundle; the median of several runs. */
function importTime(file: string, runs = 5): number {
  const script = `const t=process.hrtime.bigint();await import(${JSON.stringify(file)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6));`;
  const env = {
    ...process.env,
    TABLE_NAME: 'bench',
    IMAGES_BUCKET: 'bench',
    MAIL_FROM: 'bench@example.com',
    USER_POOL_ID: 'eu-west-1_Bench0001',
    USER_POOL_CLIENT_ID: 'bench',
    OTP_SECRET: 'bench',
    AWS_REGION: 'eu-west-1',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  };
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    times.push(Number(out));
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10;
}

export async function measureLambdaBundles(): Promise<{ floor: BundleFigure; handlers: BundleFigure[] }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'aso-bench-bundles-'));
  const floorEntry = path.join(outDir, 'floor-entry.mjs');
  writeFileSync(
    floorEntry,
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const client = new DynamoDBClient({});\n",
  );
  const floorFile = await bundle(floorEntry, outDir, 'floor');
  const floor = { name: 'bare DynamoDB client (floor)', minifiedBytes: statSync(floorFile).size, importMsMedian: importTime(floorFile) };

  const handlers: BundleFigure[] = [];
  const entries = [
    ...shopRoutes.map((entry) => ({ product: 'shop', entry })),
    ...payRoutes.map((entry) => ({ product: 'pay', entry })),
  ];
  for (const { product, entry } of entries) {
    const name = `${product}-${path.basename(entry.handler, '.ts')}`;
    const file = await bundle(path.join(root, 'functions/src', entry.handler), outDir, name);
    handlers.push({
      name: `${product} ${entry.method} ${entry.path}`,
      minifiedBytes: statSync(file).size,
      deployedBytes: await deployedSize(path.join(root, 'functions/src', entry.handler), outDir, name),
      importMsMedian: importTime(file),
    });
  }
  return { floor, handlers };
}
