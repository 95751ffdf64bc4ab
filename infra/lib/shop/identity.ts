import { Aws, CfnCondition, Duration, Fn, RemovalPolicy, SecretValue, Validations, type Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
  type CfnUserPool,
  type CfnUserPoolClient,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ShopMail } from './mail';

export interface ShopIdentity {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** HMAC key for one-time codes. */
  readonly otpSecret: Secret;
  /** Present when Sign in with Google is configured (see `googleSignInOf`). */
  readonly google?: ShopGoogleIdentity;
}

/** How the operator turns on Sign in with Google: CDK context, never a secret value in the repository. */
export interface GoogleSignInSettings {
  /** The Google OAuth client id (context `googleClientId`). */
  readonly clientId: string;
  /** Name or ARN of the Secrets Manager secret holding the Google client secret (context `googleClientSecret`). */
  readonly clientSecret: string;
  /** The hosted UI's domain prefix (context `authDomainPrefix`). @default `aso-shop-<account>` */
  readonly domainPrefix?: string;
}

/** Sign in with Google, as the site and the stack wire it up. */
export interface ShopGoogleIdentity {
  /** The hosted UI's host name (`<prefix>.auth.<region>.amazoncognito.com`): the SPA's authorize and token endpoints. */
  readonly domain: string;
  /** Points the app client's OAuth callback and logout URLs at the SPA's origin, once that is known. */
  readonly allowOrigin: (origin: string) => void;
}

/** Where Google sends the browser back (through Cognito): the SPA's callback page. */
export const googleCallbackPath = '/auth/google/callback';

/** Sign in with Google's settings from CDK context, or undefined (no federation) when the client id is not set. */
export function googleSignInOf(stack: Stack): GoogleSignInSettings | undefined {
  const text = (key: string): string | undefined => {
    const value: unknown = stack.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const clientId = text('googleClientId');
  if (!clientId) return undefined;
  const clientSecret = text('googleClientSecret');
  if (!clientSecret) throw new Error('googleClientId is set but googleClientSecret (a Secrets Manager secret name or ARN) is not');
  return { clientId, clientSecret, domainPrefix: text('authDomainPrefix') };
}

/**
 * The Shop's identity: the Cognito user pool (+ `admin` group and the SPA's client), mailing through SES
 * once the sender is verified, and the OTP hashing key. Built in the stack's own scope so logical IDs stay
 * stable (the pool is retained and deletion-protected: a new logical ID would orphan it).
 */
export function addShopIdentity(stack: Stack, mail: ShopMail, googleSettings?: GoogleSignInSettings): ShopIdentity {
  const userPool = new UserPool(stack, 'Users', {
    signInAliases: { email: true },
    signInCaseSensitive: false,
    selfSignUpEnabled: false,
    standardAttributes: { email: { required: true, mutable: true } },
    passwordPolicy: {
      minLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: true,
      tempPasswordValidity: Duration.days(3),
    },
    accountRecovery: AccountRecovery.EMAIL_ONLY,
    mfa: Mfa.OFF,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  // Cognito mails through SES from the sender, but only once SES has verified it (the first deploy
  // creates the identity and AWS mails a link; nothing is verified yet), hence the switch.
  const useSes = new CfnCondition(stack, 'CognitoUsesSes', { expression: Fn.conditionEquals(mail.senderVerified, 'yes') });
  (userPool.node.defaultChild as CfnUserPool).addPropertyOverride(
    'EmailConfiguration',
    Fn.conditionIf(
      useSes.logicalId,
      { EmailSendingAccount: 'DEVELOPER', From: `Aso <${mail.mailFrom}>`, SourceArn: mail.senderIdentity.emailIdentityArn },
      { EmailSendingAccount: 'COGNITO_DEFAULT' },
    ),
  );
  Validations.of(userPool).acknowledge({
    id: 'AwsSolutions-COG2',
    reason: 'Password sign-in goes through the Shop API (ADMIN_USER_PASSWORD_AUTH only), which asks users who turned it on for a TOTP code before it answers any token (functions/src/shop/auth/login-challenge.ts); customers sign up with an e-mail one-time code (ARCHITECTURE §5). Google sign-in (only when configured) is protected by the Google account itself: the hosted UI hands its tokens to the browser, so the Shop asks its TOTP code before opening its own session but cannot be the only gate there.',
  });
  Validations.of(userPool).acknowledge({
    id: 'AwsSolutions-COG8',
    reason: 'The Plus feature plan (threat protection) is billed per active user; the API enforces its own OTP attempt limits and cool-downs, and the stage is throttled.',
  });
  userPool.addGroup('AdminGroup', { groupName: 'admin', description: 'Shop administrators: the admin routes check this group.' });
  const googleProvider = googleSettings
    ? new UserPoolIdentityProviderGoogle(stack, 'GoogleSignIn', {
        userPool,
        clientId: googleSettings.clientId,
        // A dynamic reference: CloudFormation reads the secret at deploy time; its value is never in the template.
        clientSecretValue: SecretValue.secretsManager(googleSettings.clientSecret),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        },
      })
    : undefined;
  const userPoolClient = userPool.addClient('WebClient', {
    authFlows: { adminUserPassword: true },
    generateSecret: false,
    // Without Google the client has no OAuth at all; with it, only the code flow (PKCE, no client secret).
    ...(googleProvider
      ? {
          supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO, UserPoolClientIdentityProvider.GOOGLE],
          oAuth: { flows: { authorizationCodeGrant: true }, scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE] },
        }
      : { supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO], disableOAuth: true }),
    preventUserExistenceErrors: true,
    enableTokenRevocation: true,
    // Cognito's shortest: an access token out when its session ends (logout, password change) lives at most
    // five minutes; the SPA refreshes a minute before expiry and once more on a 401 (web/src/lib/auth/session.tsx).
    accessTokenValidity: Duration.minutes(5),
    idTokenValidity: Duration.minutes(5),
    refreshTokenValidity: Duration.days(30),
  });

  const otpSecret = new Secret(stack, 'OtpKey', {
    description: 'HMAC key for hashing sign-up and password-reset one-time codes; generated by CloudFormation.',
    generateSecretString: { passwordLength: 64, excludePunctuation: true },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(otpSecret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason: 'Rotating the OTP hashing key only invalidates codes issued in the last 10 minutes, so it is rotated by hand (update the secret) rather than by a rotation Lambda.',
  });
  let google: ShopGoogleIdentity | undefined;
  if (googleProvider && googleSettings) {
    userPoolClient.node.addDependency(googleProvider);
    const domainPrefix = googleSettings.domainPrefix ?? `aso-shop-${Aws.ACCOUNT_ID}`;
    userPool.addDomain('AuthDomain', { cognitoDomain: { domainPrefix } });
    google = {
      domain: `${domainPrefix}.auth.${Aws.REGION}.amazoncognito.com`,
      allowOrigin: (origin) => {
        // Set once the distribution exists (the client is made before it): the SPA's callback page and home.
        const client = userPoolClient.node.defaultChild as CfnUserPoolClient;
        client.addPropertyOverride('CallbackURLs', [`${origin}${googleCallbackPath}`]);
        client.addPropertyOverride('LogoutURLs', [`${origin}/`]);
      },
    };
  }
  return { userPool, userPoolClient, otpSecret, google };
}
