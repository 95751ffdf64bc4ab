import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, CfnParameter, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  CachePolicy,
  Distribution,
  FunctionEventType,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { apiBasePath } from '../../functions/src/lib/http/api-base';
import type { RouteEntry } from '../../functions/src/lib/http/route-entry';
import { routes as payRoutes } from '../../functions/src/pay/routes';
import { DataTable } from './data-table';
import { apiBehavior, csp, distributionDefaults, logBucket, privateBucket, securityHeadersPolicy, viewerFunction, viewerRewrites } from './edge';
import { acknowledgeDeploymentHelpers, acknowledgeDistribution } from './nag-common';
import { repoRoot } from './repo-root';
import { RouteApi } from './route-api';

export interface PayStackProps extends StackProps {
  /** @default the Pay route table */
  readonly routes?: readonly RouteEntry[];
  /** The built pop-up (`inline.js`, `checkout/`). @default `popup/dist` when it exists at synth time */
  readonly popupAssets?: string | null;
}

/**
 * CloudFront path patterns that send a route table's paths to the API, derived from each route's first
 * segment: `/health` → `/health`, `/checkout/request_inline` → `/checkout/*`. Everything else on Pay's
 * origin is a static file (the script and the checkout page).
 */
export function apiPathPatterns(routes: readonly RouteEntry[], basePath: string): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    const segments = `${basePath}${route.path}`.split('/').filter(Boolean);
    const first = segments[0];
    if (first === undefined || first.startsWith('{')) {
      throw new Error(`Pay route ${route.method} ${route.path} has no fixed first segment for a CloudFront behaviour`);
    }
    patterns.add(segments.length === 1 ? `/${first}` : `/${first}/*`);
  }
  return [...patterns].sort();
}

/**
 * Pay: its own table, the HTTP API derived from the Pay route table (CORS open to merchant sites), and one
 * CloudFront origin for the pop-up script (`/v1/inline.js`), the hosted checkout page (`/popup`) and the API.
 */
export class PayStack extends Stack {
  readonly routeApi: RouteApi;
  readonly distribution: Distribution;
  /** `https://` + the distribution's domain: the origin merchants load the script from. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: PayStackProps = {}) {
    super(scope, id, props);
    const routes = props.routes ?? payRoutes;
    const popupDist = join(repoRoot(), 'popup', 'dist');
    const popupAssets = props.popupAssets === undefined ? (existsSync(popupDist) ? popupDist : null) : props.popupAssets;

    const logs = logBucket(this, 'Logs');
    const table = new DataTable(this, 'Data').table;
    // Only a Pay route that sends mail (receipts) makes the stack ask for a sender.
    const mailFrom = routes.some((route) => route.needs.includes('mail:send'))
      ? new CfnParameter(this, 'SenderEmail', {
          type: 'String',
          description: 'Address Pay sends mail from; an SES-verified identity (the Shop stack verifies its own sender).',
        }).valueAsString
      : undefined;

    this.routeApi = new RouteApi(this, 'Api', {
      service: 'pay',
      routes,
      basePath: apiBasePath.pay,
      providers: { table, ...(mailFrom === undefined ? {} : { mailFrom }) },
      // The pop-up calls public-key routes from merchant pages on any origin. Keys travel in headers or the
      // body, never cookies, so no credentials are allowed; secret-key routes are refused by the handler
      // chain whatever the origin.
      corsPreflight: {
        allowOrigins: ['*'],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE],
        // What the pop-up script sends (popup/src/inline/api.ts, parameters.ts HEADER_PARAMETERS).
        allowHeaders: ['authorization', 'content-type', 'accept-language', 'x-connect-account', 'x-requested-with'],
        maxAge: Duration.days(1),
      },
    });

    const assets = privateBucket(this, 'Assets', logs);
    const headers = securityHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Pay: HSTS, nosniff, referrer policy; merchants may frame the checkout page',
      // The checkout page is framed by merchant sites (HTTPS, or localhost while a merchant develops).
      // Its script-src belongs with the real checkout page; the stand-in still runs an inline script.
      contentSecurityPolicy: csp({
        'frame-ancestors': ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
      }),
    });

    const api = apiBehavior(this.routeApi.domainName, headers);

    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Aso Pay: /v1/inline.js, /popup and the Pay API',
      ...distributionDefaults(logs),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(assets),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            function: viewerFunction(this, 'PayAssets', viewerRewrites.payAssets, 'Maps /v1/inline.js and /popup to the built files'),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      additionalBehaviors: Object.fromEntries(apiPathPatterns(routes, apiBasePath.pay).map((pattern) => [pattern, api])),
    });
    acknowledgeDistribution(this.distribution);
    this.origin = `https://${this.distribution.distributionDomainName}`;

    if (popupAssets !== null) {
      const deployment = new BucketDeployment(this, 'DeployPopup', {
        sources: [Source.asset(popupAssets)],
        destinationBucket: assets,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      acknowledgeDeploymentHelpers(deployment);
    }

    new CfnOutput(this, 'PayUrl', { value: this.origin, description: 'Pay origin: /v1/inline.js, /popup, API' });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'AssetsBucketName', { value: assets.bucketName });
  }
}
