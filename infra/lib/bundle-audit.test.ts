import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { addAsoStacks } from './aso-app';
import { consumerTagKey } from './consumer-function';
import { consumerExternals } from './handler-bundling';
import { bundleHandlers, deployedBundleBudget, deployedHandlers, importFailures, lambdaRuntimeEnv, sdkCalls, unauthorisedCalls, type BuiltBundle, type DeployedHandler } from './bundle-audit';
import { apiBasePath } from '../../functions/src/lib/http/api-base';
import { routes as payRoutes, unmatchedRoute } from '../../functions/src/pay/routes';
import { unmatchedLabel } from './route-api';
import { routes as shopRoutes } from '../../functions/src/shop/routes';
import { localNeedValues, routeEnv, runtimeEnv, type HandlerEnvOptions } from '../local/handler-env';
import { needVariableNames } from './need-environment';
import { repoRoot } from './repo-root';
import { testApp, withNestedStacks } from './template-helpers';

/**
 * What deploys, starts: every route handler, bundled as a deploy bundles it, loads in a fresh Node process
 * given only its function's variables from the template, and its role allows every AWS command its bundle
 * contains. The local stack cannot show either (it runs the sources), so this is where they are checked; and
 * the local stack gives each handler the variable names its deployed function gets.
 */
const root = repoRoot();
const stacks = addAsoStacks(testApp(), { shop: { spaAssets: null }, pay: { popupAssets: null, dashboardAssets: null } });
const handlers = [
  // The routes' functions live in nested stacks; inlined, each reads its parent's roles and resources.
  ...deployedHandlers('AsoShop', withNestedStacks(stacks.shop).toJSON()),
  ...deployedHandlers('AsoPay', withNestedStacks(stacks.pay).toJSON()),
];
const files = handlers.map((handler) => handler.handler);
/** The functions managed parts invoke: stream consumers, schedules, the upload event. */
const consumers = [
  ...deployedHandlers('AsoShop', withNestedStacks(stacks.shop).toJSON(), consumerTagKey),
  ...deployedHandlers('AsoPay', withNestedStacks(stacks.pay).toJSON(), consumerTagKey),
];
const consumerBundling = { external: consumerExternals };

const localOptions: HandlerEnvOptions = {
  product: 'shop',
  endpoints: { dynamodb: 'http://127.0.0.1:1', s3: 'http://127.0.0.1:2', ses: 'http://127.0.0.1:3', cognito: 'http://127.0.0.1:4' },
  tableName: 't',
  imagesBucket: 'b',
  mailFrom: 'm@aso.test',
  userPoolId: 'eu-west-1_Local0001',
  userPoolClientId: 'c',
  staffPool: { poolId: 'eu-west-1_Staff0001', clientId: 'sc' },
  otpSecret: 'o',
  cursorSecret: 'cs',
  region: 'eu-west-1',
  credentials: { accessKeyId: 'a', secretAccessKey: 's' },
  shopOrigin: 'http://127.0.0.1:3000',
  payOrigin: 'http://127.0.0.1:3100',
  payMerchant: { publicKey: 'pk', secretKey: 'sk' },
  payMasterKey: 'mk',
};

let workDir: string;
let deployed: Map<string, BuiltBundle>;
let named: Map<string, BuiltBundle>;
let deployedConsumers: Map<string, BuiltBundle>;
let namedConsumers: Map<string, BuiltBundle>;

beforeAll(async () => {
  // Inside the repository, so the SDK packages the bundles leave external resolve as Lambda's runtime provides them.
  mkdirSync(join(root, '.cache'), { recursive: true });
  workDir = mkdtempSync(join(root, '.cache', 'bundle-audit-'));
  const consumerFiles = consumers.map((consumer) => consumer.handler);
  [deployed, named, deployedConsumers, namedConsumers] = await Promise.all([
    bundleHandlers(root, files, join(workDir, 'deployed')),
    bundleHandlers(root, files, join(workDir, 'named'), { keepIdentifiers: true }),
    bundleHandlers(root, consumerFiles, join(workDir, 'consumers'), consumerBundling),
    bundleHandlers(root, consumerFiles, join(workDir, 'consumers-named'), { ...consumerBundling, keepIdentifiers: true }),
  ]);
}, 300_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Functions whose deployed bundle is over the size budget (or missing). */
function overBudget(functions: readonly DeployedHandler[], bundles: ReadonlyMap<string, BuiltBundle>): string[] {
  return functions.flatMap((fn) => {
    const bundle = bundles.get(fn.handler);
    if (!bundle) return [`${fn.label}: no bundle`];
    const bytes = statSync(bundle.file).size;
    return bytes > deployedBundleBudget.limitBytes ? [`${fn.label}: ${(bytes / 1024).toFixed(1)} KB`] : [];
  });
}

/** Every AWS command a function's bundle contains, called or not, that its role does not allow. */
function lackingCommands(functions: readonly DeployedHandler[], namedBundles: ReadonlyMap<string, BuiltBundle>): string[] {
  // Contained, not only called: a command left in a bundle is one the next change can call without the role.
  return functions.flatMap((fn) => {
    const bundle = namedBundles.get(fn.handler);
    if (!bundle) return [`${fn.label}: no bundle`];
    return unauthorisedCalls(sdkCalls(bundle, 'contained'), fn.actions).map((call) => `${fn.label}: ${call.source} needs ${call.anyOf.join(' or ')}`);
  });
}

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

describe('The deployed route handlers', () => {
  test('It should find one tagged function per route of both route tables', () => {
    expect(handlers.length).toBeGreaterThan(90);
    expect(new Set(handlers.map((handler) => `${handler.stack} ${handler.label}`)).size).toBe(handlers.length);
  });

  test('It should keep every deployed bundle within the size budget', () => {
    // A size, never a time: the same on every machine. The goal (150 KB) is in `deployedBundleBudget`.
    expect(overBudget(handlers, deployed)).toEqual([]);
  });

  test('It should load every bundle in a fresh Node process given only its template variables', async () => {
    // Functions with the same variables share a process (most routes share their needs), one process per set.
    const groups = new Map<string, { env: Record<string, string>; files: string[]; labels: Map<string, string[]> }>();
    for (const handler of handlers) {
      const bundle = deployed.get(handler.handler);
      if (!bundle) throw new Error(`${handler.label}: no bundle`);
      const env = { ...lambdaRuntimeEnv('route-handler'), ...handler.environment };
      const key = JSON.stringify(Object.entries(env).sort());
      const group = groups.get(key) ?? { env, files: [], labels: new Map<string, string[]>() };
      if (!group.labels.has(bundle.file)) group.files.push(bundle.file);
      group.labels.set(bundle.file, [...(group.labels.get(bundle.file) ?? []), handler.label]);
      groups.set(key, group);
    }
    const failures: string[] = [];
    await inBatches([...groups.values()], Math.max(1, Math.min(4, cpus().length)), async (group) => {
      for (const [file, error] of await importFailures(group.files, group.env)) {
        if (error !== undefined) for (const label of group.labels.get(file) ?? []) failures.push(`${label}: ${error.split('\n')[0] ?? error}`);
      }
    });
    expect(failures.sort()).toEqual([]);
  }, 600_000);

  test("It should build only its own schemas, not those of the routes sharing its contract (zod's `pure`)", () => {
    const bundle = deployed.get('shop/auth/log-in.ts');
    if (!bundle) throw new Error('shop/auth/log-in.ts: no bundle');
    const logIn = readFileSync(bundle.file, 'utf8');
    expect(logIn).toContain('Enter your password');
    // `/auth/google-session`'s body and `/auth/resend-otp`'s, both in the auth contract log-in imports from.
    expect(logIn).not.toContain('The Google sign-in has expired');
    expect(logIn).not.toContain('purpose must be signup or recovery');
  });

  test("It should allow in each function's role every AWS command its bundle contains, called or not", () => {
    expect(lackingCommands(handlers, named)).toEqual([]);
  });

  test('It should give each local route the variable names its deployed function gets (secrets as values, not ARNs)', () => {
    const local = localNeedValues(localOptions);
    const tables = { AsoShop: { routes: shopRoutes, basePath: apiBasePath.shop }, AsoPay: { routes: payRoutes, basePath: apiBasePath.pay } };
    for (const handler of handlers) {
      const { routes, basePath } = tables[handler.stack as keyof typeof tables];
      // Pay's `$default` route (what no route matches) is the route table's `unmatchedRoute`.
      const route = handler.label.endsWith(`: ${unmatchedLabel}`) && handler.stack === 'AsoPay'
        ? unmatchedRoute
        : routes.find((entry) => handler.label.endsWith(`: ${entry.method} ${basePath}${entry.path}`));
      if (!route) throw new Error(`${handler.label}: not in the route table`);
      const deployedNames = Object.keys(handler.environment).filter((name) => needVariableNames.includes(name)).map((name) => name.replace(/_ARN$/, ''));
      expect({ route: handler.label, names: Object.keys(routeEnv(handler.label, route.needs, local)).sort() }).toEqual({ route: handler.label, names: deployedNames.sort() });
    }
  });

  test("It should give each local handler process the stack-wide variables its deployed function gets", () => {
    // AWS only: CloudFront's origin secret (the local gateway is reached directly).
    const awsOnly = new Set(['ORIGIN_VERIFY']);
    for (const handler of handlers) {
      const product = handler.stack === 'AsoShop' ? 'shop' : 'pay';
      // AWS_* are the runtime's region and the emulators' endpoints and credentials; NODE_ENV is for local tooling.
      const local = Object.keys(runtimeEnv({}, { ...localOptions, product })).filter((name) => !name.startsWith('AWS_') && name !== 'NODE_ENV');
      const deployedNames = Object.keys(handler.environment).filter((name) => !needVariableNames.includes(name) && !awsOnly.has(name));
      expect({ route: handler.label, names: local.sort() }).toEqual({ route: handler.label, names: deployedNames.sort() });
    }
  });
});

describe('The deployed consumer functions', () => {
  test('It should find every function the managed parts invoke', () => {
    // Pay: webhooks, transfer confirmer, refunds, payouts, renewals; the Shop: image variants, the mail outbox.
    expect(consumers.map((consumer) => consumer.handler).sort()).toEqual(
      [
        'pay/payment/confirm-transfers.ts',
        'pay/refund/process-refunds.ts',
        'pay/subscription/process-renewals.ts',
        'pay/transfer/process-transfers.ts',
        'pay/webhook/deliver-webhooks.ts',
        'shop/mail/send-outbox-mails.ts',
        'shop/media/make-image-variants.ts',
      ].sort(),
    );
  });

  test('It should keep every consumer bundle within the size budget', () => {
    expect(overBudget(consumers, deployedConsumers)).toEqual([]);
  });

  test('It should load every consumer bundle in a fresh Node process given only its template variables', async () => {
    const failures: string[] = [];
    for (const consumer of consumers) {
      const bundle = deployedConsumers.get(consumer.handler);
      if (!bundle) throw new Error(`${consumer.label}: no bundle`);
      const [error] = [...(await importFailures([bundle.file], { ...lambdaRuntimeEnv('consumer'), ...consumer.environment })).values()];
      if (error !== undefined) failures.push(`${consumer.label}: ${error.split('\n')[0] ?? error}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  test("It should allow in each consumer's role every AWS command its bundle contains", () => {
    expect(lackingCommands(consumers, namedConsumers)).toEqual([]);
  });
});

describe('sdkCalls', () => {
  function callsOf(code: string, inputs: string[] = [], scope: 'contained' | 'used' = 'used'): string[] {
    const dir = mkdtempSync(join(root, '.cache', 'bundle-audit-fixture-'));
    try {
      const file = join(dir, 'index.mjs');
      writeFileSync(file, code);
      return sdkCalls({ file, inputs }, scope).map((call) => `${call.source} => ${call.anyOf.join('|')}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test('It should count a command the kept code constructs or imports on use, and skip one only left in an import', () => {
    const code =
      'import{GetSecretValueCommand,SecretsManagerClient}from"@aws-sdk/client-secrets-manager";' +
      'import{AdminDeleteUserCommand,AdminGetUserCommand as AdminGetUserCommand2}from"@aws-sdk/client-cognito-identity-provider";' +
      'export const handler=async()=>{let from=process.env.MAIL_FROM,{SendEmailCommand,SESv2Client:Ses}=await import("@aws-sdk/client-sesv2");' +
      'return new AdminGetUserCommand2({})};';
    expect(callsOf(code)).toEqual([
      '@aws-sdk/client-cognito-identity-provider AdminGetUserCommand => cognito-idp:AdminGetUser',
      '@aws-sdk/client-sesv2 SendEmailCommand => ses:SendEmail',
    ]);
  });

  test('It should count every command a bundle contains, even one only left in an import, when asked for what it contains', () => {
    const code =
      'import{AdminDeleteUserCommand,AdminGetUserCommand as AdminGetUserCommand2}from"@aws-sdk/client-cognito-identity-provider";' +
      'export const handler=async()=>new AdminGetUserCommand2({});';
    expect(callsOf(code, [], 'contained')).toEqual([
      '@aws-sdk/client-cognito-identity-provider AdminDeleteUserCommand => cognito-idp:AdminDeleteUser',
      '@aws-sdk/client-cognito-identity-provider AdminGetUserCommand => cognito-idp:AdminGetUser',
    ]);
  });

  test('It should read data-layer entity operations and transactions, and presigned posts', () => {
    const code =
      'import*as documentCommands from"@aws-sdk/lib-dynamodb";var Order=new Entity({});var User=new Entity({});' +
      'export const handler=async()=>{await Order.query.byUser({}).go();await User.patch({}).set({}).go();await tables.transaction.write(()=>[]).go()};';
    expect(callsOf(code, ['functions/src/lib/data/entity.ts', 'node_modules/@aws-sdk/s3-presigned-post/dist-es/index.js'])).toEqual([
      '@aws-sdk/s3-presigned-post createPresignedPost => s3:PutObject',
      'data Order.query => dynamodb:Query',
      'data User.patch => dynamodb:UpdateItem',
      'data transaction.write => dynamodb:PutItem|dynamodb:UpdateItem|dynamodb:DeleteItem|dynamodb:ConditionCheckItem',
    ]);
  });

  test('It should report a call none of whose actions the role allows', () => {
    const calls = [
      { source: 'a', anyOf: ['dynamodb:Query'] },
      { source: 'b', anyOf: ['dynamodb:PutItem', 'dynamodb:UpdateItem'] },
    ];
    expect(unauthorisedCalls(calls, new Set(['dynamodb:UpdateItem'])).map((call) => call.source)).toEqual(['a']);
  });
});
