import type { Need } from '../../functions/src/lib/http/route-entry';

/**
 * The one description of which variables a route's needs give its handler, used by the CDK functions
 * (`route-needs.ts`, with CloudFormation values) and by the local gateway (`infra/local/handler-env.ts`,
 * with the emulators' names and the local secret store), so a local handler sees exactly the variables its
 * deployed twin sees. Pure data and functions: no CDK, no AWS SDK.
 */

export type SecretNeed = 'secret:otp' | 'secret:pay' | 'secret:pay-master' | 'secret:cursor';

/**
 * Each secret's variable: in AWS `<NAME>_ARN` (the handler fetches it from Secrets Manager), locally
 * `<NAME>` holding the value from the local secret store. The loaders read the value first, then the ARN.
 */
export const secretVariables: Readonly<Record<SecretNeed, string>> = {
  'secret:otp': 'OTP_SECRET',
  'secret:pay': 'PAY_SECRET_KEY',
  'secret:pay-master': 'PAY_MASTER_KEY',
  'secret:cursor': 'CURSOR_SECRET',
};

/** Where a secret comes from: its ARN in AWS, its value locally. */
export type SecretSource = { readonly arn: string } | { readonly value: string };

/** What a product offers its handlers; a need whose value is absent is not provided by that product. */
export interface NeedValues {
  readonly tableName: string;
  readonly imagesBucket?: string;
  readonly mailFrom?: string;
  readonly users?: { readonly poolId: string; readonly clientId: string };
  /** Pay's merchant staff pool (the dashboard's sign-in). */
  readonly staff?: { readonly poolId: string; readonly clientId: string };
  readonly secrets?: Partial<Record<SecretNeed, SecretSource>>;
}

function isSecretNeed(need: Need): need is SecretNeed {
  return need in secretVariables;
}

/** The variables one need gives a handler, or undefined when `values` does not provide the need. */
export function needEnvironment(need: Need, values: NeedValues): Readonly<Record<string, string>> | undefined {
  if (isSecretNeed(need)) {
    const source = values.secrets?.[need];
    if (!source) return undefined;
    const name = secretVariables[need];
    return 'arn' in source ? { [`${name}_ARN`]: source.arn } : { [name]: source.value };
  }
  switch (need) {
    case 'table:read':
    case 'table:write':
      return { TABLE_NAME: values.tableName };
    case 'images:read':
    case 'images:write':
      return values.imagesBucket === undefined ? undefined : { IMAGES_BUCKET: values.imagesBucket };
    case 'mail:send':
      return values.mailFrom === undefined ? undefined : { MAIL_FROM: values.mailFrom };
    case 'users:read':
    case 'users:write':
      return values.users ? { USER_POOL_ID: values.users.poolId, USER_POOL_CLIENT_ID: values.users.clientId } : undefined;
    case 'staff:read':
    case 'staff:write':
      return values.staff ? { STAFF_POOL_ID: values.staff.poolId, STAFF_POOL_CLIENT_ID: values.staff.clientId } : undefined;
  }
}

/** The variables a route's needs give its handler; a need the product does not provide is an error naming the route. */
export function routeNeedEnvironment(route: string, needs: readonly Need[], values: NeedValues): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const need of needs) {
    const variables = needEnvironment(need, values);
    if (!variables) throw new Error(`Route ${route} needs ${need}, which its product does not provide`);
    Object.assign(environment, variables);
  }
  return environment;
}

/** Every variable any need names, in either form: what a handler must not see unless its route needs it. */
export const needVariableNames: readonly string[] = [
  'TABLE_NAME',
  'IMAGES_BUCKET',
  'MAIL_FROM',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'STAFF_POOL_ID',
  'STAFF_POOL_CLIENT_ID',
  ...Object.values(secretVariables).flatMap((name) => [name, `${name}_ARN`]),
];
