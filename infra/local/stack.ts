import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMissing, dashboardAsset, popupAsset, webAsset } from './build-assets';
import { ChildProcesses, parentGuardImport, tailOf, type ManagedChild } from './child-processes';
import { adminGroupName, cognitoClient, startCognitoLocal } from './cognito-local';
import { assertJava, dynamoDbClient, startDynamoDbLocal } from './dynamodb-local';
import { handlerEnv, localNeedValues, runtimeEnv, type HandlerEnvOptions, type LocalEndpoints } from './handler-env';
import { localCredentials, localRegion } from './local-aws';
import { cursorSecret, otpSecret, payMasterKey, readShopMerchantKeys, shopMerchantKeysFile, storedPassword } from './local-secrets';
import { cacheDir, logsDir, repoRoot, tsxNodeArgs } from './paths';
import { connectHost, emulatorStartTimeoutMs, freePort, listenHost, portInUse, publicHost, waitFor } from './ports';
import { imagesBucket, startS3Local } from './s3-local';
import { ensureUser } from './seed-identity';
import { startSesLocal } from './ses-local';
import { writeStackState, type StackState } from './stack-state';
import { ensureTable, localTables } from './tables';
import { mailOutboxEnv, startMailOutbox } from './mail-outbox';
import { startQueuedItemProcessors } from './queued-item-processors';
import { startRenewalSweep } from './renewal-sweep';
import { startTransferConfirmer } from './transfer-confirmer';
import { startWebhookConsumer } from './webhook-consumer';
import type { GatewayProcessConfig } from './gateway/run-gateway';

export interface StackOptions {
  dataDir: string;
  shopPort: number;
  payPort: number;
  /** Vite's dev server with hot reload on the Shop port, in front of the gateway. */
  dev: boolean;
  adminEmail: string;
  adminPassword: string | undefined;
  say: (line: string) => void;
}

export interface RunningStack {
  state: StackState;
  children: ChildProcesses;
  stop(): Promise<void>;
}

export const customerAccount = { email: 'customer@aso.test', givenName: 'Ada', familyName: 'Okafor' } as const;
const mailFrom = 'no-reply@aso.test';

export class StackStartError extends Error {}

/**
 * Brings up the whole local stack: emulators (in parallel), tables, first-run seed, both gateways and,
 * in dev mode, Vite. Every child stays in this process's group; `stop()` ends them all.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  assertJava();
  const data = options.dataDir;
  const logs = logsDir(data);
  mkdirSync(logs, { recursive: true });

  for (const [name, port] of [
    ['SHOP_PORT', options.shopPort],
    ['PAY_PORT', options.payPort],
  ] as const) {
    if (await portInUse(port)) throw new StackStartError(`Port ${port} is already in use: stop what is using it or set ${name} to another port.`);
  }

  const children = new ChildProcesses();
  const stop = () => children.stopAll();
  try {
    const builds = buildMissing(options.dev ? [popupAsset, dashboardAsset] : [webAsset, dashboardAsset, popupAsset], logs, options.say);
    const [dynamodb, cognito, s3, ses] = await Promise.all([
      startDynamoDbLocal(children, { cache: cacheDir(), dataFolder: join(data, 'dynamodb'), logFile: join(logs, 'dynamodb.log') }),
      startCognitoLocal(children, { folder: join(data, 'cognito'), logFile: join(logs, 'cognito.log') }),
      startS3Local(children, { folder: join(data, 's3'), logFile: join(logs, 's3.log') }),
      startSesLocal(children, { logFile: join(logs, 'ses.log') }),
    ]);
    const endpoints: LocalEndpoints = { dynamodb: dynamodb.endpoint, cognito: cognito.endpoint, s3: s3.endpoint, ses: ses.endpoint };

    const ddb = dynamoDbClient(dynamodb.endpoint);
    try {
      await Promise.all([ensureTable(ddb, localTables.shop), ensureTable(ddb, localTables.pay)]);
    } finally {
      ddb.destroy();
    }

    const shopUrl = `http://${publicHost()}:${options.shopPort}`;
    const payUrl = `http://${publicHost()}:${options.payPort}`;
    const optionsFor = (product: 'shop' | 'pay'): HandlerEnvOptions => {
      const payMerchant = product === 'shop' ? readShopMerchantKeys(data) : undefined;
      return {
        product,
        endpoints,
        tableName: localTables[product],
        imagesBucket,
        mailFrom,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.clientId,
        ...(product === 'pay' ? { staffPool: { poolId: cognito.staffPoolId, clientId: cognito.staffClientId } } : {}),
        otpSecret: otpSecret(data),
        region: localRegion,
        credentials: localCredentials,
        shopOrigin: shopUrl,
        payOrigin: payUrl,
        ...(payMerchant ? { payMerchant } : {}),
        ...(product === 'pay' ? { payMasterKey: payMasterKey(data) } : { cursorSecret: cursorSecret(data) }),
      };
    };
    const envFor = (product: 'shop' | 'pay') => handlerEnv(process.env, optionsFor(product));

    const accounts = {
      admin: { email: options.adminEmail.trim().toLowerCase(), password: options.adminPassword ?? storedPassword(data, 'admin') },
      customer: { email: customerAccount.email, password: storedPassword(data, 'customer') },
      shopOwner: { email: shopOwnerEmail, password: storedPassword(data, 'shop-owner') },
    };
    await seedIdentity(cognito.endpoint, cognito.userPoolId, accounts, data, options.adminPassword !== undefined);
    // The merchant seed, a Pay script, names the Shop's origin as its webhook and domain; Pay's handlers have no SHOP_ORIGIN.
    await Promise.all([seedCatalog(children, { ...envFor('shop'), ASO_SEED_PROFILES: `${accounts.customer.email},${accounts.admin.email}` }, data, logs, options.say), seedShopMerchant(children, { ...envFor('pay'), SHOP_ORIGIN: shopUrl, ASO_SHOP_OWNER_EMAIL: accounts.shopOwner.email, ASO_SHOP_OWNER_PASSWORD: accounts.shopOwner.password }, data, logs)]);

    await builds;
    const shopGatewayPort = options.dev ? await freePort() : options.shopPort;
    // Test runs only: the harness starts the stack with LOCAL_FAULT_INJECTION=1 (see gateway/fault-injection.ts).
    const faultInjection = process.env.LOCAL_FAULT_INJECTION === '1' ? { faultInjection: true } : {};
    const shopOptions = optionsFor('shop');
    const payOptions = optionsFor('pay');
    const shopGateway = startGateway(children, runtimeEnv(process.env, shopOptions), join(logs, 'shop-gateway.log'), {
      product: 'shop',
      host: listenHost(),
      needValues: localNeedValues(shopOptions),
      port: shopGatewayPort,
      userPoolId: cognito.userPoolId,
      clientId: cognito.clientId,
      shop: { webDist: join(repoRoot(), 'web', 'dist'), s3Endpoint: s3.endpoint, imagesBucket, sesEndpoint: ses.endpoint, payOrigin: payUrl },
      ...faultInjection,
    });
    const payGateway = startGateway(children, runtimeEnv(process.env, payOptions), join(logs, 'pay-gateway.log'), {
      product: 'pay',
      host: listenHost(),
      needValues: localNeedValues(payOptions),
      port: options.payPort,
      userPoolId: cognito.userPoolId,
      clientId: cognito.clientId,
      pay: { popupDist: join(repoRoot(), 'popup', 'dist'), dashboardDist: join(repoRoot(), 'web', 'pay-dashboard', 'dist') },
      ...faultInjection,
    });
    await Promise.all([
      waitForHealth(`http://${connectHost()}:${shopGatewayPort}/api/v1/health`, shopGateway),
      waitForHealth(`http://${connectHost()}:${options.payPort}/health`, payGateway),
    ]);
    startMailOutbox(children, mailOutboxEnv(process.env, shopOptions), logs);
    startWebhookConsumer(children, envFor('pay'), logs);
    startTransferConfirmer(children, envFor('pay'), logs);
    startQueuedItemProcessors(children, envFor('pay'), logs);
    startRenewalSweep(children, envFor('pay'), logs);

    if (options.dev) {
      const { startViteDevServer } = await import('./vite-dev');
      const vite = await startViteDevServer({ port: options.shopPort, gateway: `http://${connectHost()}:${shopGatewayPort}` });
      const stopChildren = stop;
      const state = stackState();
      writeStackState(data, state);
      return {
        state,
        children,
        stop: async () => {
          await vite.close();
          await stopChildren();
        },
      };
    }

    const state = stackState();
    writeStackState(data, state);
    return { state, children, stop };

    function stackState(): StackState {
      return {
        shopUrl,
        payUrl,
        region: localRegion,
        endpoints,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.clientId,
        staffPoolId: cognito.staffPoolId,
        staffPoolClientId: cognito.staffClientId,
        tables: { ...localTables },
        imagesBucket,
        accounts,
        pid: process.pid,
        startedAt: new Date().toISOString(),
      };
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

function startGateway(children: ChildProcesses, env: NodeJS.ProcessEnv, logFile: string, config: GatewayProcessConfig): ManagedChild {
  return children.start({
    name: `${config.product} gateway`,
    command: process.execPath,
    args: ['--enable-source-maps', '--import', parentGuardImport, ...tsxNodeArgs('infra/local/gateway/run-gateway.ts')],
    env: { ...env, ASO_GATEWAY: JSON.stringify(config) },
    logFile,
  });
}

async function waitForHealth(url: string, child: ManagedChild): Promise<void> {
  try {
    await waitFor(
      child.name,
      async () => {
        const response = await fetch(url);
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      },
      emulatorStartTimeoutMs,
      child.alive,
    );
  } catch (error) {
    throw new StackStartError(`${error instanceof Error ? error.message : String(error)}\n${tailOf(child.logFile)}`);
  }
}

async function seedIdentity(
  endpoint: string,
  userPoolId: string,
  accounts: StackState['accounts'],
  data: string,
  adminPasswordGiven: boolean,
): Promise<void> {
  const marker = join(data, 'seeded-identity.json');
  if (existsSync(marker) && !adminPasswordGiven) return;
  const client = cognitoClient(endpoint);
  try {
    await ensureUser(client, userPoolId, { ...accounts.admin, givenName: 'Shop', familyName: 'Admin' }, { group: adminGroupName });
    if (!existsSync(marker)) {
      await ensureUser(client, userPoolId, { ...accounts.customer, givenName: customerAccount.givenName, familyName: customerAccount.familyName });
      writeFileSync(marker, `${JSON.stringify({ seededAt: new Date().toISOString(), admin: accounts.admin.email, customer: accounts.customer.email })}\n`);
    }
  } finally {
    client.destroy();
  }
}

/**
 * The marker's version: raised when a data folder from before needs the seed again (2: products indexed for
 * search; 3: the demo customer's Shop profile, so Users lists them before their first sign-in).
 */
const catalogSeedVersion = 4;

/**
 * The catalog seed (and the seeded accounts' profiles, `ASO_SEED_PROFILES`) runs with the Shop handlers'
 * environment, in its own process, on the first run only (and once after the version rises).
 */
async function seedCatalog(children: ChildProcesses, env: NodeJS.ProcessEnv, data: string, logs: string, say: (line: string) => void): Promise<void> {
  const marker = join(data, 'seeded-catalog.json');
  if (existsSync(marker) && (JSON.parse(readFileSync(marker, 'utf8')) as { version?: unknown }).version === catalogSeedVersion) return;
  say('Seeding the catalog (first run only)…');
  const child = children.start({
    name: 'catalog seed',
    command: process.execPath,
    args: ['--enable-source-maps', ...tsxNodeArgs('infra/local/run-catalog-seed.ts')],
    env,
    logFile: join(logs, 'seed.log'),
    oneShot: true,
  });
  const code = await child.exited;
  await children.stop(child);
  if (code !== 0) throw new StackStartError(`Seeding the catalog failed:\n${tailOf(child.logFile)}`);
  writeFileSync(marker, `${JSON.stringify({ seededAt: new Date().toISOString(), version: catalogSeedVersion })}\n`);
}

/** The seeded Shop merchant's owner in Pay's dashboard (its password is in the local secret store). */
const shopOwnerEmail = 'shop-owner@pay.local';

/**
 * The Shop is Pay's first merchant: seeded once, in its own process with Pay's handler environment. Its
 * keys land in the local secret store and reach the Shop's handlers that need them as `PAY_SECRET_KEY`
 * (in AWS the secret comes from Secrets Manager); no key is printed or logged. Its dashboard owner is
 * seeded with it (and into data folders from before the dashboard, once: the marker).
 */
async function seedShopMerchant(children: ChildProcesses, env: NodeJS.ProcessEnv, data: string, logs: string): Promise<void> {
  const file = shopMerchantKeysFile(data);
  const ownerMarker = join(data, 'seeded-shop-owner.json');
  if (readShopMerchantKeys(data) && existsSync(ownerMarker)) return;
  const child = children.start({
    name: 'merchant seed',
    command: process.execPath,
    args: ['--enable-source-maps', ...tsxNodeArgs('infra/local/run-merchant-seed.ts')],
    env: { ...env, ASO_MERCHANT_KEYS_FILE: file },
    logFile: join(logs, 'merchant-seed.log'),
    oneShot: true,
  });
  const code = await child.exited;
  await children.stop(child);
  if (code !== 0) throw new StackStartError(`Seeding the Shop as a Pay merchant failed:\n${tailOf(child.logFile)}`);
  writeFileSync(ownerMarker, `${JSON.stringify({ seededAt: new Date().toISOString(), owner: env.ASO_SHOP_OWNER_EMAIL })}\n`);
}
