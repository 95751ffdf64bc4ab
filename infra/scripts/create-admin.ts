import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient, ListUserPoolClientsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ChildProcesses } from '../local/child-processes';
import { adminGroupName, cognitoClient, localUserPoolId, startCognitoLocal } from '../local/cognito-local';
import { generatePassword } from '../local/local-secrets';
import { dataDir, logsDir } from '../local/paths';
import { ensureUser } from '../local/seed-identity';
import { readStackState } from '../local/stack-state';

/**
 * `npm run admin:create -- --email <e-mail> [--password <password>] [--name "First Last"]`
 *
 * Creates (or promotes) an admin in whichever user pool the environment points at:
 * - `USER_POOL_ID` set: that pool (a deployed stack), with the usual AWS credentials and region;
 * - otherwise the local stack's pool, when its data folder exists (running or not).
 * Without `--password`, a strong password is generated and printed once: change it after signing in.
 */
const usage = 'Usage: npm run admin:create -- --email <e-mail> [--password <password>] [--name "First Last"]';

interface Target {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  where: string;
  close(): Promise<void>;
}

async function reachable(client: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  try {
    await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 1 }));
    return true;
  } catch {
    return false;
  }
}

async function target(): Promise<Target> {
  const deployedPool = process.env.USER_POOL_ID;
  if (deployedPool) {
    const region = process.env.AWS_REGION ?? deployedPool.split('_')[0];
    const client = new CognitoIdentityProviderClient(region ? { region } : {});
    return { client, userPoolId: deployedPool, where: `user pool ${deployedPool}`, close: async () => client.destroy() };
  }
  const data = dataDir();
  if (!existsSync(join(data, 'cognito', '.cognito'))) {
    throw new Error(`No user pool to use: set USER_POOL_ID (and AWS credentials) for a deployed stack, or run \`npm start\` once to create the local one in ${data}.`);
  }
  const state = readStackState(data);
  if (state) {
    const client = cognitoClient(state.endpoints.cognito);
    if (await reachable(client, state.userPoolId)) {
      return { client, userPoolId: state.userPoolId, where: 'the running local stack', close: async () => client.destroy() };
    }
    client.destroy();
  }
  // The local stack is not running: start its cognito-local just for this.
  const children = new ChildProcesses();
  const cognito = await startCognitoLocal(children, { folder: join(data, 'cognito'), logFile: join(logsDir(data), 'cognito.log') });
  const client = cognitoClient(cognito.endpoint);
  return {
    client,
    userPoolId: localUserPoolId,
    where: `the local user pool in ${data}`,
    close: async () => {
      client.destroy();
      await children.stopAll();
    },
  };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } }, strict: true });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`An e-mail address is needed. ${usage}`);
  const password = values.password ?? generatePassword();
  const [givenName = 'Shop', ...rest] = (values.name ?? 'Shop Admin').trim().split(/\s+/);
  const familyName = rest.join(' ') || 'Admin';

  const pool = await target();
  try {
    await ensureUser(pool.client, pool.userPoolId, { email, password, givenName, familyName }, { group: adminGroupName });
  } finally {
    await pool.close();
  }
  process.stdout.write(`${email} is an admin in ${pool.where}.\n`);
  if (!values.password) process.stdout.write(`Password: ${password}\n(shown once: sign in and change it from the security settings)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
