import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, CfnParameter, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersReferrerPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type Function as ViewerFunction,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { StreamViewType } from 'aws-cdk-lib/aws-dynamodb';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { apiBasePath } from '../../functions/src/lib/http/api-base';
import type { RouteEntry } from '../../functions/src/lib/http/route-entry';
import { routes as payRoutes, unmatchedRoute } from '../../functions/src/pay/routes';
import { checkoutCsp } from '../../functions/src/pay/checkout/checkout-page-policy';
import { cacheKindOf } from './cache-control';
import { DataTable } from './data-table';
import { apiBehavior, cacheHeadersPolicies, distributionDefaults, logBucket, privateBucket, securityHeadersPolicy, viewerFunction, viewerRewrites } from './edge';
import { acknowledgeDeploymentHelpers, acknowledgeDistribution } from './nag-common';
import { payCorsAllowHeaders } from './pay/cors-headers';
import { PayoutProcessor } from './pay/payout-processor';
import { RefundProcessor } from './pay/refund-processor';
import { RenewalScheduler } from './pay/renewal-scheduler';
import { addStaffIdentity } from './pay/staff-identity';
import { TransferConfirmer } from './pay/transfer-confirmer';
import { WebhookConsumer } from './pay/webhook-consumer';
import { repoRoot } from './repo-root';
import { RouteApi } from './route-api';

export interface PayStackProps extends StackProps {
  /** @default the Pay route table */
  readonly routes?: readonly RouteEntry[];
  /** The built pop-up (`inline.js`, `checkout/`). @default `popup/dist` when it exists at synth time */
  readonly popupAssets?: string | null;
  /** The built dashboard (served under `/dashboard/`). @default `web/pay-dashboard/dist` when it exists at synth time */
  readonly dashboardAssets?: string | null;
}

/** Where the dashboard's API lives on Pay's origin; the dashboard's files are everything else under `/dashboard`. */
export const dashboardApiPrefix = '/dashboard/api/';

/**
 * CloudFront path patterns that send a route table's paths to the API, derived from each route's first
 * segment: `/health` → `/health`, `/checkout/request_inline` → `/checkout/*`. Everything else on Pay's
 * origin is a static file (the script and the checkout page).
 */
export function apiPathPatterns(routes: readonly RouteEntry[], basePath: string): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    // The dashboard's API shares its first segment with the dashboard's files: it gets the more specific pattern.
    if (`${basePath}${route.path}`.startsWith(dashboardApiPrefix)) {
      patterns.add(`${dashboardApiPrefix}*`);
      continue;
    }
    const segments = `${basePath}${route.path}`.split('/').filter(Boolean);
    const first = segments[0];
    if (first === undefined || first.startsWith('{')) {
      throw new Error(`Pay route ${route.method} ${route.path} has no fixed first segment for a CloudFront behaviour`);
    }
    // The dashboard's pages are static files under `/dashboard/`; only its API goes to the API.
    if (first === 'dashboard' && segments[1] === 'api') patterns.add('/dashboard/api/*');
    else patterns.add(segments.length === 1 ? `/${first}` : `/${first}/*`);
  }
  return [...patterns].sort();
}

/**
 * Pay: its own table, the HTTP API derived from the Pay route table (CORS open to merchant sites), and one
 * CloudFront origin for the pop-up script (`/v1/inline.js`), the hosted checkout page (`/popup`) and the API.
 */
export class PayStack extends Stack {
  readonly routeApi: RouteApi;
  readonly webhooks: WebhookConsumer;
  readonly transfers: TransferConfirmer;
  readonly refunds: RefundProcessor;
  readonly payouts: PayoutProcessor;
  readonly renewals: RenewalScheduler;
  readonly distribution: Distribution;
  /** `https://` + the distribution's domain: the origin merchants load the script from. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: PayStackProps = {}) {
    super(scope, id, props);
    const routes: readonly RouteEntry[] = props.routes ?? payRoutes;
    const popupDist = join(repoRoot(), 'popup', 'dist');
    const popupAssets = props.popupAssets === undefined ? (existsSync(popupDist) ? popupDist : null) : props.popupAssets;
    const dashboardDist = join(repoRoot(), 'web', 'pay-dashboard', 'dist');
    const dashboardAssets = props.dashboardAssets === undefined ? (existsSync(dashboardDist) ? dashboardDist : null) : props.dashboardAssets;

    const logs = logBucket(this, 'Logs');
    // The stream carries new webhook events (the outbox) to the webhook consumer, and reported transfers to their timer.
    const table = new DataTable(this, 'Data', { stream: StreamViewType.NEW_IMAGE }).table;
    const masterKey = new Secret(this, 'MasterKey', {
      description: "Pay's master key: seals merchants' secret keys, which Pay needs to sign webhooks; generated by CloudFormation.",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(masterKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Every merchant secret key is sealed with this key; rotating it means re-sealing them all, a deliberate migration rather than a scheduled rotation Lambda.',
    });
    // Only a Pay route that sends mail (receipts) makes the stack ask for a sender.
    const mailFrom = routes.some((route) => route.needs.includes('mail:send'))
      ? new CfnParameter(this, 'SenderEmail', {
          type: 'String',
          description: 'Address Pay sends mail from; an SES-verified identity (the Shop stack verifies its own sender).',
        }).valueAsString
      : undefined;

    // The dashboard's staff pool, made once a route signs staff in (or checks their tokens).
    const staff = routes.some((route) => route.needs.includes('staff:read') || route.needs.includes('staff:write')) ? addStaffIdentity(this) : undefined;

    this.routeApi = new RouteApi(this, 'Api', {
      service: 'pay',
      routes,
      unmatched: unmatchedRoute,
      basePath: apiBasePath.pay,
      providers: { table, payMasterKey: masterKey, ...(mailFrom === undefined ? {} : { mailFrom }), ...(staff ? { staff } : {}) },
      // The pop-up calls public-key routes from merchant pages on any origin. Keys travel in headers or the
      // body, never cookies, so no credentials are allowed; secret-key routes are refused by the handler
      // chain whatever the origin.
      corsPreflight: {
        allowOrigins: ['*'],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE],
        allowHeaders: [...payCorsAllowHeaders],
        maxAge: Duration.days(1),
      },
    });

    this.webhooks = new WebhookConsumer(this, 'Webhooks', { table, masterKey });
    this.transfers = new TransferConfirmer(this, 'Transfers', { table });
    this.refunds = new RefundProcessor(this, 'Refunds', { table });
    this.payouts = new PayoutProcessor(this, 'Payouts', { table });
    this.renewals = new RenewalScheduler(this, 'Renewals', { table });

    const assets = privateBucket(this, 'Assets', logs);
    // The checkout page's handler sends the CSP with the merchant's frame-ancestors, which this policy keeps;
    // everything else (the page's static files, the script, the API's JSON) gets the same CSP framed by
    // nobody, as the local gateway sends it. The page also checks its parent against the allowed domains.
    const security = { contentSecurityPolicy: checkoutCsp(), overrideContentSecurityPolicy: false, referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN };
    const headers = securityHeadersPolicy(this, 'SecurityHeaders', {
      ...security,
      comment: "Pay: HSTS, nosniff, the checkout page's CSP (framed only as its handler says), strict-origin referrer",
    });
    const cached = cacheHeadersPolicies(this, 'SecurityHeaders', security);
    const assetsOrigin = S3BucketOrigin.withOriginAccessControl(assets);
    /** A behaviour serving the assets bucket through a viewer function, with its path's Cache-Control. */
    const files = (pattern: string, rewrite: ViewerFunction): BehaviorOptions => ({
      origin: assetsOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: cached(cacheKindOf('pay', pattern)),
      functionAssociations: [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    });
    const payAssets = viewerFunction(this, 'PayAssets', viewerRewrites.payAssets, 'Maps /v1/inline.js and /popup/* to the built files');
    const dashboard = viewerFunction(this, 'PayDashboard', viewerRewrites.dashboardSpa, "Pay's dashboard: its files, index.html for its client-side routes");

    const api: BehaviorOptions = {
      ...apiBehavior(this.routeApi, headers),
      functionAssociations: [
        {
          function: viewerFunction(this, 'PayApiPath', viewerRewrites.payApiPath, 'Strips a trailing slash from Pay API paths'),
          eventType: FunctionEventType.VIEWER_REQUEST,
        },
      ],
    };

    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Aso Pay: /v1/inline.js, /popup, /dashboard and the Pay API',
      ...distributionDefaults(logs),
      defaultBehavior: files('default', payAssets),
      // CloudFront takes the first pattern that matches, in this order: the API's (the dashboard's API among them,
      // even before its routes exist, so it never reaches the bucket), then the script (its own Cache-Control),
      // then the dashboard's hashed files and the rest of its files.
      additionalBehaviors: {
        ...Object.fromEntries([...new Set([...apiPathPatterns(routes, apiBasePath.pay), `${dashboardApiPrefix}*`])].map((pattern) => [pattern, api])),
        '/v1/inline*.js': files('/v1/inline*.js', payAssets),
        '/dashboard/assets/*': files('/dashboard/assets/*', dashboard),
        '/dashboard*': files('/dashboard*', dashboard),
      },
    });
    acknowledgeDistribution(this.distribution);
    this.origin = `https://${this.distribution.distributionDomainName}`;
    // Behind CloudFront the API sees its own host name, so `authorization_url` must be built from this.
    for (const fn of this.routeApi.functions) fn.addEnvironment('PAY_ORIGIN', this.origin);

    if (popupAssets !== null) {
      const deployment = new BucketDeployment(this, 'DeployPopup', {
        sources: [Source.asset(popupAssets)],
        destinationBucket: assets,
        // The dashboard's files share the bucket: pruning the pop-up's must leave them alone.
        exclude: ['dashboard/*'],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      acknowledgeDeploymentHelpers(deployment);
    }
    if (dashboardAssets !== null) {
      const deployment = new BucketDeployment(this, 'DeployDashboard', {
        sources: [Source.asset(dashboardAssets)],
        destinationBucket: assets,
        destinationKeyPrefix: 'dashboard/',
        distribution: this.distribution,
        distributionPaths: ['/dashboard*'],
        memoryLimit: 512,
      });
      acknowledgeDeploymentHelpers(deployment);
    }

    new CfnOutput(this, 'PayUrl', { value: this.origin, description: 'Pay origin: /v1/inline.js, /popup, /dashboard/, API' });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    if (staff) new CfnOutput(this, 'StaffPoolId', { value: staff.pool.userPoolId, description: "The dashboard's staff pool" });
    new CfnOutput(this, 'PayMasterKeyArn', { value: masterKey.secretArn, description: 'For npm run pay:merchant (PAY_MASTER_KEY_ARN)' });
    new CfnOutput(this, 'WebhookDeadLetterQueueUrl', { value: this.webhooks.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'RefundDeadLetterQueueUrl', { value: this.refunds.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'PayoutDeadLetterQueueUrl', { value: this.payouts.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'RenewalDeadLetterQueueUrl', { value: this.renewals.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'AssetsBucketName', { value: assets.bucketName });
  }
}
