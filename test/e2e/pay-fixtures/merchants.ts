import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../../popup/scripts/build-popup';
import { testStack } from '../../support/stack';

/** A merchant's keys, as `npm run pay:merchant` prints them once. */
export interface MerchantKeys {
  publicKey: string;
  secretKey: string;
}

/**
 * Creates a merchant in the test stack's Pay table through the same command a developer runs
 * (`npm run pay:merchant -- --name … [--domain …]`), and reads the keys from its output.
 */
export async function createMerchant(name: string, domains: string[] = []): Promise<MerchantKeys> {
  const stack = testStack();
  const root = repoRoot();
  const args = [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'infra', 'scripts', 'create-merchant.ts'), '--name', name];
  for (const domain of domains) args.push('--domain', domain);
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      LOCAL_DATA_DIR: process.env.LOCAL_STACK_DATA_DIR,
      TABLE_NAME: stack.tables.pay,
      AWS_REGION: stack.region,
      AWS_ENDPOINT_URL_DYNAMODB: stack.endpoints.dynamodb,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    },
  });
  const publicKey = /pk_test_[A-Za-z0-9_]+/.exec(stdout)?.[0];
  const secretKey = /sk_test_[A-Za-z0-9_]+/.exec(stdout)?.[0];
  if (!publicKey || !secretKey) throw new Error('pay:merchant printed no keys');
  return { publicKey, secretKey };
}
