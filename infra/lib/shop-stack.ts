import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CfnCondition,
  CfnOutput,
  CfnParameter,
  CfnRule,
  CrossStackReferences,
  Duration,
  Fn,
  ReferenceStrength,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import {
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HttpVersion,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AccountRecovery, Mfa, UserPool, type CfnUserPool } from 'aws-cdk-lib/aws-cognito';
import { HttpMethods } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { apiBasePath } from '../../functions/src/lib/http/api-base';
import type { RouteEntry } from '../../functions/src/lib/http/route-entry';
import { routes as shopRoutes } from '../../functions/src/shop/routes';
import { DataTable } from './data-table';
import { apiBehavior, csp, logBucket, privateBucket, securityHeadersPolicy, viewerFunction, viewerRewrites } from './edge';
import { acknowledgeDeploymentHelpers, acknowledgeDistribution } from './nag-common';
import { repoRoot } from './repo-root';
import { RouteApi } from './route-api';

export interface ShopStackProps extends StackProps {
  /** The Pay origin (`https://…`): the SPA frames its checkout page, loads its script and calls its API. */
  readonly payOrigin: string;
  /** @default the Shop route table */
  readonly routes?: readonly RouteEntry[];
  /**
   * The built SPA to upload. @default `web/dist` when it exists at synth time, so a fresh clone still
   * synthesises (the bucket is then left for a later deploy to fill).
   */
  readonly spaAssets?: string | null;
}

/** The sender address must be an e-mail address: SES verifies it by mail and Cognito sends from it. */
const emailPattern = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

/**
 * The Shop: table, images bucket, Cognito user pool (+ `admin` group, SES e-mail), OTP hashing key, the
 * HTTP API derived from the Shop route table, and one CloudFront origin serving the SPA, `/api/*` and
 * `/images/*`, with security headers.
 */
export class ShopStack extends Stack {
  readonly routeApi: RouteApi;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    // Pay's origin arrives as a plain CloudFormation export/import: its distribution outlives any Shop
    // deployment, and the import stops Pay from being deleted while the Shop still frames it.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const root = repoRoot();
    const webDist = join(root, 'web', 'dist');
    const spaAssets = props.spaAssets === undefined ? (existsSync(webDist) ? webDist : null) : props.spaAssets;

    const senderEmail = new CfnParameter(this, 'SenderEmail', {
      type: 'String',
      allowedPattern: emailPattern,
      constraintDescription: 'must be an e-mail address',
      description: 'Address the Shop sends mail from (OTP codes, Cognito). SES verifies it: click the link AWS e-mails to it.',
    });
    const adminEmail = new CfnParameter(this, 'AdminEmail', {
      type: 'String',
      allowedPattern: emailPattern,
      constraintDescription: 'must be an e-mail address',
      description: 'The first administrator. Verified as an SES identity so it can receive mail while SES is in the sandbox.',
    });
    const senderVerified = new CfnParameter(this, 'SenderVerified', {
      type: 'String',
      allowedValues: ['no', 'yes'],
      default: 'no',
      description:
        'Set to yes (and deploy again) once SES shows SenderEmail as verified: Cognito refuses an unverified SES sender, so it uses its own until then.',
    });
    const mailFrom = senderEmail.valueAsString;

    const logs = logBucket(this, 'Logs');
    const table = new DataTable(this, 'Data').table;

    const images = privateBucket(this, 'Images', logs, {
      cors: [
        {
          // Admin uploads go from the browser straight to S3 with a presigned POST; the signed policy, not the
          // origin, is what authorises an upload (and CORS cannot name the distribution without a cycle).
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
    });

    const senderIdentity = new EmailIdentity(this, 'SenderIdentity', { identity: Identity.email(mailFrom) });
    // While SES is in the sandbox it only delivers to verified addresses, so the admin is verified too. Two
    // identities for one address would collide, hence the rule (the sender is usually a no-reply address).
    new EmailIdentity(this, 'AdminIdentity', { identity: Identity.email(adminEmail.valueAsString) });
    new CfnRule(this, 'DistinctEmails', {
      assertions: [
        {
          assert: Fn.conditionNot(Fn.conditionEquals(adminEmail.valueAsString, mailFrom)),
          assertDescription: 'AdminEmail must differ from SenderEmail (use a no-reply address as the sender).',
        },
      ],
    });

    const userPool = new UserPool(this, 'Users', {
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
    const useSes = new CfnCondition(this, 'CognitoUsesSes', { expression: Fn.conditionEquals(senderVerified.valueAsString, 'yes') });
    (userPool.node.defaultChild as CfnUserPool).addPropertyOverride(
      'EmailConfiguration',
      Fn.conditionIf(
        useSes.logicalId,
        { EmailSendingAccount: 'DEVELOPER', From: `Aso <${mailFrom}>`, SourceArn: senderIdentity.emailIdentityArn },
        { EmailSendingAccount: 'COGNITO_DEFAULT' },
      ),
    );
    Validations.of(userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'Customers sign up with an e-mail one-time code (ARCHITECTURE §5); MFA is not in scope for this shop yet.',
    });
    Validations.of(userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason: 'The Plus feature plan (threat protection) is billed per active user; the API enforces its own OTP attempt limits and cool-downs, and the stage is throttled.',
    });
    userPool.addGroup('AdminGroup', { groupName: 'admin', description: 'Shop administrators: the admin routes check this group.' });
    const userPoolClient = userPool.addClient('WebClient', {
      authFlows: { adminUserPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.days(30),
    });

    const otpSecret = new Secret(this, 'OtpKey', {
      description: 'HMAC key for hashing sign-up and password-reset one-time codes; generated by CloudFormation.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(otpSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating the OTP hashing key only invalidates codes issued in the last 10 minutes, so it is rotated by hand (update the secret) rather than by a rotation Lambda.',
    });

    // The Shop is a Pay merchant: its secret key (sk_…) is issued by Pay and pasted here after deployment.
    const paySecret = new Secret(this, 'PaySecretKey', {
      description: "The Shop's Pay secret key (sk_...), for its server calls to Pay and for checking Pay's webhook signatures; set it after creating the Shop's Pay merchant.",
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(paySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: "The key is issued by Pay, not generated here: it is rotated by rolling the merchant's keys in Pay and updating this secret, not by a rotation Lambda.",
    });

    this.routeApi = new RouteApi(this, 'Api', {
      service: 'shop',
      routes: props.routes ?? shopRoutes,
      basePath: apiBasePath.shop,
      providers: { table, imagesBucket: images, mailFrom, users: { pool: userPool, client: userPoolClient }, otpSecret, paySecret },
      environment: { PAY_ORIGIN: props.payOrigin },
    });

    const spaBucket = privateBucket(this, 'Spa', logs);
    const headers = securityHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Shop SPA: HSTS, CSP (frames and loads Pay), nosniff, DENY framing, referrer policy',
      frameOptions: HeadersFrameOption.DENY,
      contentSecurityPolicy: csp({
        'default-src': ["'self'"],
        // The Pay script, and the Apple Pay SDK that the script loads on Safari.
        'script-src': ["'self'", props.payOrigin, 'https://applepay.cdn-apple.com'],
        // The Pay script styles its overlay with a <style> element and style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        // The Pay script calls Pay's API; admin image uploads POST straight to the images bucket.
        'connect-src': ["'self'", props.payOrigin, `https://${images.bucketRegionalDomainName}`],
        'frame-src': [props.payOrigin],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': [],
      }),
    });

    const secure = ViewerProtocolPolicy.REDIRECT_TO_HTTPS;
    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Aso Shop: SPA, /api/*, /images/*',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(spaBucket),
        viewerProtocolPolicy: secure,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            function: viewerFunction(this, 'SpaFallback', viewerRewrites.spaFallback, 'Client routes get index.html'),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      additionalBehaviors: {
        [`${apiBasePath.shop.split('/').slice(0, 2).join('/')}/*`]: apiBehavior(this.routeApi.domainName, headers),
        '/images/*': {
          origin: S3BucketOrigin.withOriginAccessControl(images),
          viewerProtocolPolicy: secure,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          functionAssociations: [
            {
              function: viewerFunction(this, 'ImageKey', viewerRewrites.imageKey, 'Maps /images/{key} to the object key'),
              eventType: FunctionEventType.VIEWER_REQUEST,
            },
          ],
        },
      },
    });
    acknowledgeDistribution(this.distribution);

    if (spaAssets !== null) {
      const deployment = new BucketDeployment(this, 'DeploySpa', {
        // `/config.json` is the SPA's run-time configuration (the local gateway serves the same file), so no
        // Pay origin is ever baked into a build.
        sources: [Source.asset(spaAssets), Source.jsonData('config.json', { payOrigin: props.payOrigin })],
        destinationBucket: spaBucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      acknowledgeDeploymentHelpers(deployment);
    }

    const origin = `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'ShopUrl', { value: origin, description: 'The Shop (SPA and /api/v1)' });
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId, description: 'USER_POOL_ID for npm run admin:create' });
    new CfnOutput(this, 'UserPoolClientId', { value: userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: images.bucketName });
    new CfnOutput(this, 'SpaBucketName', { value: spaBucket.bucketName });
    new CfnOutput(this, 'AdminEmailOutput', { value: adminEmail.valueAsString, description: 'Create this admin with npm run admin:create' });
  }
}
