import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { ChildProcesses, ManagedChild } from './child-processes';
import { localCredentials, localRegion } from './local-aws';
import { emulatorStartTimeoutMs, freePort, waitFor } from './ports';

/** The npm package that ships the DynamoDB Local jar (we only take its `emulator` folder). */
const simulatorPackage = 'amplify-dynamodb-simulator';

export const javaInstallHint =
  'DynamoDB Local needs Java 17 or newer: install it with `sudo apt-get install -y openjdk-17-jre-headless` (Debian/Ubuntu) or `brew install openjdk@17` (macOS), then run this again.';

export class MissingJavaError extends Error {
  constructor() {
    super(javaInstallHint);
    this.name = 'MissingJavaError';
  }
}

/** Throws MissingJavaError (one clear line) when no working `java` is on the PATH. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new MissingJavaError();
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  const major = version?.[1] === '1' ? Number(version[2]) : Number(version?.[1]);
  if (Number.isFinite(major) && major < 17) throw new MissingJavaError();
}

/**
 * Makes sure the DynamoDB Local jar is in the tool cache: on first use `npm pack`s the simulator package
 * into a temporary folder and extracts its `package/emulator` folder. Returns the emulator folder.
 */
export function ensureDynamoDbLocal(cache: string): string {
  const target = join(cache, 'dynamodb-local');
  if (existsSync(join(target, 'DynamoDBLocal.jar'))) return target;
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'aso-dynamodb-'));
  try {
    process.stdout.write('Fetching DynamoDB Local (first run only)…\n');
    execFileSync('npm', ['pack', simulatorPackage, '--silent', '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${simulatorPackage} produced no tarball`);
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/emulator']);
    rmSync(target, { recursive: true, force: true });
    renameSync(join(work, 'package', 'emulator'), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return target;
}

export interface DynamoDbLocal {
  endpoint: string;
  child: ManagedChild;
}

export function dynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
}

/** Starts DynamoDB Local with its data under `dataFolder` (kept between restarts). */
export async function startDynamoDbLocal(children: ChildProcesses, options: { cache: string; dataFolder: string; logFile: string }): Promise<DynamoDbLocal> {
  assertJava();
  const emulator = ensureDynamoDbLocal(options.cache);
  mkdirSync(options.dataFolder, { recursive: true });
  const port = await freePort();
  const child = children.start({
    name: 'DynamoDB Local',
    command: 'java',
    args: [
      '-Xms64m',
      '-Xmx512m',
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      `-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(emulator, 'DynamoDBLocal.jar'),
      '-sharedDb',
      '-dbPath',
      options.dataFolder,
      '-port',
      String(port),
      '-disableTelemetry',
    ],
    cwd: emulator,
    logFile: options.logFile,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = dynamoDbClient(endpoint);
  try {
    await waitFor('DynamoDB Local', () => client.send(new ListTablesCommand({ Limit: 1 })), emulatorStartTimeoutMs, child.alive);
  } finally {
    client.destroy();
  }
  return { endpoint, child };
}
