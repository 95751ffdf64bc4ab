import type { Need } from '../../functions/src/lib/http/route-entry';
import { needEnvironment, needVariableNames, routeNeedEnvironment, type NeedValues } from '../lib/need-environment';

/**
 * The environment each product's handlers see locally: the same variables the CDK stacks set in AWS,
 * plus endpoint overrides that point the AWS SDK at the emulators and dummy credentials. Any AWS
 * credentials or profile of the developer are removed, so a local handler can never reach real AWS.
 * What a route's needs add comes from the description the CDK stacks use (`infra/lib/need-environment.ts`).
 */
export interface LocalEndpoints {
  dynamodb: string;
  s3: string;
  ses: string;
  cognito: string;
}

export interface HandlerEnvOptions {
  product: 'shop' | 'pay';
  endpoints: LocalEndpoints;
  tableName: string;
  imagesBucket: string;
  mailFrom: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Pay's merchant staff pool (Pay handlers only). */
  staffPool?: { poolId: string; clientId: string };
  otpSecret: string;
  /** The page-cursor signing key (Shop handlers); in AWS it comes from Secrets Manager (`CURSOR_SECRET_ARN`). */
  cursorSecret?: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  shopOrigin: string;
  payOrigin: string;
  /** The Shop's Pay keys (Shop handlers only): in AWS the secret comes from Secrets Manager (`PAY_SECRET_KEY_ARN`). */
  payMerchant?: { publicKey: string; secretKey: string };
  /** Pay's master key (Pay handlers only): in AWS it comes from Secrets Manager (`PAY_MASTER_KEY_ARN`). */
  payMasterKey?: string;
}

/** The local values of every need a product offers (secrets as values, from the local secret store). */
export function localNeedValues(options: HandlerEnvOptions): NeedValues {
  return {
    tableName: options.tableName,
    imagesBucket: options.imagesBucket,
    mailFrom: options.mailFrom,
    users: { poolId: options.userPoolId, clientId: options.userPoolClientId },
    ...(options.staffPool ? { staff: options.staffPool } : {}),
    secrets: {
      'secret:otp': { value: options.otpSecret },
      ...(options.payMerchant ? { 'secret:pay': { value: options.payMerchant.secretKey } } : {}),
      ...(options.payMasterKey ? { 'secret:pay-master': { value: options.payMasterKey } } : {}),
      ...(options.cursorSecret ? { 'secret:cursor': { value: options.cursorSecret } } : {}),
    },
  };
}

/**
 * The variables a product's stack gives every one of its functions besides its route's needs, with local
 * values: the service name (`route-api.ts`), Pay's origin (both stacks) and the Shop's own origin (the Shop
 * only: its order e-mails link to the order). `NODE_OPTIONS` and `ORIGIN_VERIFY` (CloudFront's secret; the
 * local gateway is reached directly) exist only in AWS.
 */
export function stackEnv(options: Pick<HandlerEnvOptions, 'product' | 'shopOrigin' | 'payOrigin'>): Record<string, string> {
  return options.product === 'shop'
    ? { POWERTOOLS_SERVICE_NAME: 'shop', SHOP_ORIGIN: options.shopOrigin, PAY_ORIGIN: options.payOrigin }
    : { POWERTOOLS_SERVICE_NAME: 'pay', PAY_ORIGIN: options.payOrigin };
}

/**
 * What every handler process shares, as Lambda's runtime and the stack's service-wide variables give it:
 * region, emulator endpoints, dummy credentials and `stackEnv`, plus `NODE_ENV` for the local processes'
 * own tooling (no handler reads it). No need variable: the gateway adds those per route (`routeEnv`).
 */
export function runtimeEnv(base: NodeJS.ProcessEnv, options: HandlerEnvOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(base)) {
    if (!name.startsWith('AWS_') && name !== 'LOCAL_DATA_DIR' && name !== 'LOCAL_FAULT_INJECTION' && !needVariableNames.includes(name)) env[name] = value;
  }
  return {
    ...env,
    NODE_ENV: base.NODE_ENV ?? 'development',
    ...stackEnv(options),
    AWS_REGION: options.region,
    AWS_DEFAULT_REGION: options.region,
    AWS_ACCESS_KEY_ID: options.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: options.credentials.secretAccessKey,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: base.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ?? 'true',
    AWS_ENDPOINT_URL_DYNAMODB: options.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: options.endpoints.s3,
    AWS_ENDPOINT_URL_SESV2: options.endpoints.ses,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: options.endpoints.cognito,
  };
}

/** The variables one route's needs add locally: exactly the names its deployed function gets, local values. */
export function routeEnv(route: string, needs: readonly Need[], values: NeedValues): Record<string, string> {
  return routeNeedEnvironment(route, needs, values);
}

const everyNeed: readonly Need[] = ['table:read', 'images:read', 'mail:send', 'users:read', 'staff:read', 'secret:otp', 'secret:pay', 'secret:pay-master', 'secret:cursor'];

/**
 * Every variable of every need the product offers: for the local processes that are not route handlers
 * (the catalogue and merchant seeds, the webhook consumer loop), which run as scripts with full access.
 */
export function handlerEnv(base: NodeJS.ProcessEnv, options: HandlerEnvOptions): NodeJS.ProcessEnv {
  const values = localNeedValues(options);
  const offered = everyNeed.filter((need) => needEnvironment(need, values) !== undefined);
  return { ...runtimeEnv(base, options), ...routeNeedEnvironment('local scripts', offered, values) };
}
