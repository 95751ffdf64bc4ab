import { Duration, RemovalPolicy, Validations, type Stack } from 'aws-cdk-lib';
import { AccountRecovery, Mfa, UserPool, UserPoolClientIdentityProvider, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';

export interface StaffIdentity {
  readonly pool: UserPool;
  readonly client: UserPoolClient;
}

/**
 * Pay's merchant staff pool: the dashboard's sign-in, apart from the Shop's customers. Nobody signs up at
 * Cognito: Pay's API makes each user after its own e-mailed code or invitation (`pay/dashboard/auth/`), signs
 * them in with ADMIN_USER_PASSWORD_AUTH and asks owners for a TOTP code itself. Retained and
 * deletion-protected like the Shop's pool: a new logical ID would orphan every merchant's staff.
 */
export function addStaffIdentity(stack: Stack): StaffIdentity {
  const pool = new UserPool(stack, 'Staff', {
    signInAliases: { email: true },
    signInCaseSensitive: false,
    selfSignUpEnabled: false,
    standardAttributes: { email: { required: true, mutable: true } },
    passwordPolicy: { minLength: 8, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true, tempPasswordValidity: Duration.days(3) },
    accountRecovery: AccountRecovery.EMAIL_ONLY,
    mfa: Mfa.OFF,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(pool).acknowledge({
    id: 'AwsSolutions-COG2',
    reason: "Sign-in goes through Pay's API only (ADMIN_USER_PASSWORD_AUTH), which asks every staff member who turned it on for a TOTP code before it answers any token, and refuses owners every dashboard route until they turn it on (functions/src/lib/http/http-route.ts).",
  });
  Validations.of(pool).acknowledge({
    id: 'AwsSolutions-COG8',
    reason: 'The Plus feature plan (threat protection) is billed per active user; the API limits code guesses itself and the stage is throttled.',
  });
  const client = pool.addClient('DashboardClient', {
    authFlows: { adminUserPassword: true },
    generateSecret: false,
    supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
    disableOAuth: true,
    preventUserExistenceErrors: true,
    enableTokenRevocation: true,
    accessTokenValidity: Duration.minutes(5),
    idTokenValidity: Duration.minutes(5),
    refreshTokenValidity: Duration.days(30),
  });
  return { pool, client };
}
