import { Aws, Fn } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Need } from '../../functions/src/lib/http/route-entry';
import { needEnvironment, type NeedValues, type SecretNeed } from './need-environment';

/**
 * The resources a stack offers its route handlers. A route that declares a need its stack does not
 * provide fails the synth with a message naming the route, rather than deploying a handler that would
 * throw at cold start.
 */
export interface NeedProviders {
  readonly table: ITable;
  readonly imagesBucket?: IBucket;
  /** The address handlers send from (`MAIL_FROM`); IAM limits `ses:SendEmail` to this sender. */
  readonly mailFrom?: string;
  readonly users?: { readonly pool: IUserPool; readonly client: IUserPoolClient };
  /** Pay's merchant staff pool (the dashboard's sign-in). */
  readonly staff?: { readonly pool: IUserPool; readonly client: IUserPoolClient };
  readonly otpSecret?: ISecret;
  /** The Shop's secret key as a Pay merchant. */
  readonly paySecret?: ISecret;
  /** The key that signs page cursors. */
  readonly cursorSecret?: ISecret;
  /** Pay's master key, which seals merchants' secret keys (for signing webhooks). */
  readonly payMasterKey?: ISecret;
}

/** What one need turns into on a handler: environment variables and IAM statements. */
export interface NeedBinding {
  readonly environment: Readonly<Record<string, string>>;
  readonly statements: readonly PolicyStatement[];
  /** Why a wildcard in these statements' resources is as narrow as the grant can be (for cdk-nag IAM5). */
  readonly wildcardReason?: string;
}

/**
 * Item-level actions only: no `Scan` (ARCHITECTURE §4: no request path scans), no table management.
 * `TransactWriteItems`/`TransactGetItems` are authorised per item by these same actions.
 */
const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** Sign-in and refresh (`AdminInitiateAuth`) change nothing, so they count as reads. */
const usersReadActions = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
];
const usersWriteActions = [
  ...usersReadActions,
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
];

/**
 * SES identity ARNs for every identity in this account and region. While the account is in the SES
 * sandbox, SES authorises `SendEmail` against the recipient's identity as well as the sender's, so the
 * resource cannot be narrowed to the sender; the `ses:FromAddress` condition does the narrowing instead.
 */
export const sesIdentitiesArn = Fn.join('', ['arn:', Aws.PARTITION, ':ses:', Aws.REGION, ':', Aws.ACCOUNT_ID, ':identity/*']);

/** Which provided secret each secret need reads. */
function secretProviders(providers: NeedProviders): Readonly<Record<SecretNeed, ISecret | undefined>> {
  return {
    'secret:otp': providers.otpSecret,
    'secret:pay': providers.paySecret,
    'secret:cursor': providers.cursorSecret,
    'secret:pay-master': providers.payMasterKey,
  };
}

/** The providers as the shared description of need variables sees them (CloudFormation values). */
function needValues(providers: NeedProviders): NeedValues {
  return {
    tableName: providers.table.tableName,
    ...(providers.imagesBucket ? { imagesBucket: providers.imagesBucket.bucketName } : {}),
    ...(providers.mailFrom === undefined ? {} : { mailFrom: providers.mailFrom }),
    ...(providers.users ? { users: { poolId: providers.users.pool.userPoolId, clientId: providers.users.client.userPoolClientId } } : {}),
    ...(providers.staff ? { staff: { poolId: providers.staff.pool.userPoolId, clientId: providers.staff.client.userPoolClientId } } : {}),
    secrets: Object.fromEntries(
      Object.entries(secretProviders(providers)).flatMap(([need, secret]) => (secret ? [[need, { arn: secret.secretArn }]] : [])),
    ),
  };
}

function missing(need: Need, route: string, stackName: string): Error {
  return new Error(`Route ${route} needs ${need}, which the ${stackName} stack does not provide`);
}

/**
 * Turns one declared need into the environment variables and least-privilege grants it implies
 * (see the `Need` documentation in `functions/src/lib/http/route-entry.ts`).
 */
export function bindNeed(need: Need, providers: NeedProviders, route: string, stackName: string): NeedBinding {
  const environment = needEnvironment(need, needValues(providers)) ?? {};
  switch (need) {
    case 'table:read':
    case 'table:write': {
      const { table } = providers;
      const read = need === 'table:read';
      return {
        environment,
        statements: [
          new PolicyStatement({
            actions: read ? tableReadActions : tableWriteActions,
            resources: read ? [table.tableArn, `${table.tableArn}/index/*`] : [table.tableArn],
          }),
        ],
        wildcardReason: 'Reads query the generic GSIs (gsi1..gsi5) of this one table; index/* names exactly those indexes.',
      };
    }
    case 'images:read':
    case 'images:write': {
      const bucket = providers.imagesBucket;
      if (!bucket) throw missing(need, route, stackName);
      return {
        environment,
        statements: [
          new PolicyStatement({
            actions: need === 'images:read' ? ['s3:GetObject'] : ['s3:PutObject', 's3:DeleteObject'],
            resources: [bucket.arnForObjects('*')],
          }),
        ],
        wildcardReason: 'Image keys are generated per upload, so the grant covers the objects of this one bucket and nothing else.',
      };
    }
    case 'mail:send': {
      const from = providers.mailFrom;
      if (from === undefined) throw missing(need, route, stackName);
      return {
        environment,
        statements: [
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [sesIdentitiesArn],
            conditions: { StringEquals: { 'ses:FromAddress': from } },
          }),
        ],
        wildcardReason:
          'In the SES sandbox SendEmail is authorised against the recipient identity too; the ses:FromAddress condition limits sending to the configured sender.',
      };
    }
    case 'users:read':
    case 'users:write':
    case 'staff:read':
    case 'staff:write': {
      const users = need.startsWith('staff:') ? providers.staff : providers.users;
      if (!users) throw missing(need, route, stackName);
      return {
        environment,
        statements: [
          new PolicyStatement({
            actions: need.endsWith(':read') ? usersReadActions : usersWriteActions,
            resources: [users.pool.userPoolArn],
          }),
        ],
      };
    }
    case 'secret:otp':
    case 'secret:pay':
    case 'secret:cursor':
    case 'secret:pay-master': {
      const secret = secretProviders(providers)[need];
      if (!secret) throw missing(need, route, stackName);
      return {
        environment,
        statements: [new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] })],
      };
    }
  }
}
