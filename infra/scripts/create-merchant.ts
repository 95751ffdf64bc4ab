import { parseArgs } from 'node:util';
import { localCredentials } from '../local/local-aws';
import { payMasterKey } from '../local/local-secrets';
import { dataDir } from '../local/paths';
import { readStackState } from '../local/stack-state';

/**
 * `npm run pay:merchant -- --name "My Shop" [--webhook-url https://…] [--allowed-domain https://… …] [--logo https://…]`
 *
 * Creates a Pay merchant in whichever Pay table the environment points at:
 * - `TABLE_NAME` set: that table (a deployed Pay stack), with the usual AWS credentials and region, and
 *   `PAY_MASTER_KEY_ARN` (the Pay stack's `PayMasterKeyArn` output), which seals the key for webhook signing;
 * - otherwise the running local stack's Pay table and master key.
 * Prints both key pairs once, test (`pk_test_`/`sk_test_`) and live (`pk_live_`/`sk_live_`, refused for payments until
 * a live acquirer is configured): only the secret keys' hashes and sealed forms are stored. Allowed domains (origins;
 * `--domain` is the older spelling) are the only sites that may frame the checkout or be its `callback_url`.
 */
const usage =
  'Usage: [TABLE_NAME=… PAY_MASTER_KEY_ARN=…] npm run pay:merchant -- --name <name> [--webhook-url <url>] [--allowed-domain <origin> …] [--logo <url>]';

function pointAtLocalStack(): string {
  const data = dataDir();
  const state = readStackState(data);
  if (!state) throw new Error(`No Pay table to use: set TABLE_NAME (and AWS credentials) for a deployed stack, or run \`npm start\` first (data folder ${data}).`);
  Object.assign(process.env, {
    TABLE_NAME: state.tables.pay,
    AWS_ENDPOINT_URL_DYNAMODB: state.endpoints.dynamodb,
    AWS_REGION: state.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    PAY_MASTER_KEY: payMasterKey(data),
  });
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  return `the local stack's Pay table (${state.payUrl})`;
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      'webhook-url': { type: 'string' },
      'allowed-domain': { type: 'string', multiple: true },
      domain: { type: 'string', multiple: true },
      logo: { type: 'string' },
    },
    strict: true,
  });
  if (!values.name?.trim()) throw new Error(`A merchant name is needed. ${usage}`);
  if (process.env.TABLE_NAME && !process.env.PAY_MASTER_KEY_ARN && !process.env.PAY_MASTER_KEY) {
    throw new Error(`PAY_MASTER_KEY_ARN is needed beside TABLE_NAME (the Pay stack's PayMasterKeyArn output). ${usage}`);
  }
  const where = process.env.TABLE_NAME ? `Pay table ${process.env.TABLE_NAME}` : pointAtLocalStack();
  // The service reads TABLE_NAME when it loads, so it is imported only once the target is known.
  const { createMerchant } = await import('../../functions/src/pay/merchant/merchant-service');
  const domains = [...(values['allowed-domain'] ?? []), ...(values.domain ?? [])];
  const created = await createMerchant({
    name: values.name,
    ...(values['webhook-url'] ? { webhookUrl: values['webhook-url'] } : {}),
    ...(domains.length > 0 ? { domains } : {}),
    ...(values.logo ? { logo: values.logo } : {}),
  });
  process.stdout.write(
    [
      `Created merchant "${created.merchant.name}" (id ${created.merchant.merchantId}) in ${where}.`,
      `Test public key: ${created.publicKey}`,
      `Test secret key: ${created.secretKey}`,
      `Live public key: ${created.live.publicKey}`,
      `Live secret key: ${created.live.secretKey} (refused for payments until a live acquirer is configured)`,
      'The secret keys are shown only now (the dashboard reveals them again with the password): store them in your server\'s secret store.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
