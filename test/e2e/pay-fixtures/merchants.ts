import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../../popup/scripts/build-popup';

/** A merchant's keys, as `npm run pay:merchant` prints them once. */
export interface MerchantKeys {
  publicKey: string;
  secretKey: string;
}

/**
 * Creates a merchant in a local stack's Pay table through the command a developer runs
 * (`npm run pay:merchant -- --name … [--domain <origin> …]`), pointed at the stack's data folder, and
 * reads the keys it prints.
 * @param data the stack's data folder @default the test stack's (`LOCAL_STACK_DATA_DIR`)
 */
export async function createMerchant(name: string, domains: string[] = [], data = process.env.LOCAL_STACK_DATA_DIR): Promise<MerchantKeys> {
  if (!data) throw new Error('LOCAL_STACK_DATA_DIR is not set: run this test through jest.stack.config.js');
  const root = repoRoot();
  const args = [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'infra', 'scripts', 'create-merchant.ts'), '--name', name];
  for (const domain of domains) args.push('--domain', domain);
  const env: NodeJS.ProcessEnv = { ...process.env, LOCAL_DATA_DIR: data };
  delete env.TABLE_NAME;
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, env });
  const publicKey = /pk_test_[A-Za-z0-9_]+/.exec(stdout)?.[0];
  const secretKey = /sk_test_[A-Za-z0-9_]+/.exec(stdout)?.[0];
  if (!publicKey || !secretKey) throw new Error('pay:merchant printed no keys');
  return { publicKey, secretKey };
}
