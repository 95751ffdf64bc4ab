/**
 * The environment each product's handlers see locally: the same variables the CDK stacks set in AWS,
 * plus endpoint overrides that point the AWS SDK at the emulators and dummy credentials. Any AWS
 * credentials or profile of the developer are removed, so a local handler can never reach real AWS.
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

export function handlerEnv(base: NodeJS.ProcessEnv, options: HandlerEnvOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(base)) {
    if (!name.startsWith('AWS_') && name !== 'LOCAL_DATA_DIR' && name !== 'LOCAL_FAULT_INJECTION') env[name] = value;
  }
  return {
    ...env,
    NODE_ENV: base.NODE_ENV ?? 'development',
    POWERTOOLS_SERVICE_NAME: options.product,
    TABLE_NAME: options.tableName,
    IMAGES_BUCKET: options.imagesBucket,
    MAIL_FROM: options.mailFrom,
    USER_POOL_ID: options.userPoolId,
    USER_POOL_CLIENT_ID: options.userPoolClientId,
    OTP_SECRET: options.otpSecret,
    SHOP_ORIGIN: options.shopOrigin,
    PAY_ORIGIN: options.payOrigin,
    ...(options.cursorSecret ? { CURSOR_SECRET: options.cursorSecret } : {}),
    ...(options.payMasterKey ? { PAY_MASTER_KEY: options.payMasterKey } : {}),
    ...(options.payMerchant ? { PAY_PUBLIC_KEY: options.payMerchant.publicKey, PAY_SECRET_KEY: options.payMerchant.secretKey } : {}),
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
