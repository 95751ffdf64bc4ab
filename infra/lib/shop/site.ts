import type { Stack } from 'aws-cdk-lib';
import {
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { apiBasePath } from '../../../functions/src/lib/http/api-base';
import { cacheKindOf } from '../cache-control';
import { apiBehavior, type ApiOrigin, cacheHeadersPolicies, csp, distributionDefaults, securityHeadersPolicy, viewerFunction, viewerRewrites } from '../edge';
import { acknowledgeDeploymentHelpers, acknowledgeDistribution } from '../nag-common';
import { shopRuntimeConfig, type ShopRuntimeConfig } from '../../../functions/src/shop/runtime-config/contract';
import type { ShopStorage } from './storage';

export interface ShopSiteProps {
  readonly storage: ShopStorage;
  /** The Pay origin (`https://…`) the SPA frames, loads its script from and calls. */
  readonly payOrigin: string;
  /** The Shop API's default endpoint and the origin secret CloudFront adds. */
  readonly api: ApiOrigin;
  /** The built SPA to upload, or null to leave the bucket for a later deploy. */
  readonly spaAssets: string | null;
  /** Sign in with Google's hosted UI domain and app client, when configured: the SPA learns them from `/config.json`. */
  readonly googleSignIn?: ShopRuntimeConfig['googleSignIn'];
}

/**
 * The Shop's site: one CloudFront origin serving the SPA, `/api/*` and `/images/*` with security headers,
 * and the SPA upload with its run-time `/config.json`. Built in the stack's scope: logical IDs stay.
 */
export function addShopSite(stack: Stack, props: ShopSiteProps): Distribution {
  const { logs, images, spa } = props.storage;
  const security = {
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
      // With Sign in with Google, the callback page exchanges its code at the hosted UI's token endpoint.
      'connect-src': [
        "'self'",
        props.payOrigin,
        `https://${images.bucketRegionalDomainName}`,
        ...(props.googleSignIn ? [`https://${props.googleSignIn.domain}`] : []),
      ],
      'frame-src': [props.payOrigin],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'upgrade-insecure-requests': [],
    }),
  };
  const headers = securityHeadersPolicy(stack, 'SecurityHeaders', {
    ...security,
    comment: 'Shop SPA: HSTS, CSP (frames and loads Pay), nosniff, DENY framing, referrer policy',
  });
  const cached = cacheHeadersPolicies(stack, 'SecurityHeaders', security);
  const spaOrigin = S3BucketOrigin.withOriginAccessControl(spa);

  const secure = ViewerProtocolPolicy.REDIRECT_TO_HTTPS;
  const distribution = new Distribution(stack, 'Cdn', {
    comment: 'Aso Shop: SPA, /api/*, /images/*',
    defaultRootObject: 'index.html',
    ...distributionDefaults(logs),
    defaultBehavior: {
      origin: spaOrigin,
      viewerProtocolPolicy: secure,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: cached(cacheKindOf('shop', 'default')),
      functionAssociations: [
        {
          function: viewerFunction(stack, 'SpaFallback', viewerRewrites.spaFallback, 'Client routes get index.html'),
          eventType: FunctionEventType.VIEWER_REQUEST,
        },
      ],
    },
    additionalBehaviors: {
      [`${apiBasePath.shop.split('/').slice(0, 2).join('/')}/*`]: apiBehavior(props.api, headers),
      // Vite's hashed files: no rewrite (they have extensions), a year in the browser.
      '/assets/*': {
        origin: spaOrigin,
        viewerProtocolPolicy: secure,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: cached(cacheKindOf('shop', '/assets/*')),
      },
      '/images/*': {
        origin: S3BucketOrigin.withOriginAccessControl(images),
        viewerProtocolPolicy: secure,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: cached(cacheKindOf('shop', '/images/*')),
        functionAssociations: [
          {
            function: viewerFunction(stack, 'ImageKey', viewerRewrites.imageKey, 'Maps /images/{key} to the object key'),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
    },
  });
  acknowledgeDistribution(distribution);

  if (props.spaAssets !== null) {
    const deployment = new BucketDeployment(stack, 'DeploySpa', {
      // `/config.json` is the SPA's run-time configuration (the local gateway serves the same file), so no
      // Pay origin is ever baked into a build. `.vite/` holds build records for the size budgets, not for users.
      sources: [Source.asset(props.spaAssets, { exclude: ['.vite'] }), Source.jsonData('config.json', shopRuntimeConfig(props.payOrigin, props.googleSignIn))],
      destinationBucket: spa,
      distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    acknowledgeDeploymentHelpers(deployment);
  }
  return distribution;
}
