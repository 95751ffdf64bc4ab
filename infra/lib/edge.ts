import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  FunctionCode,
  FunctionRuntime,
  Function as ViewerFunction,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type DistributionProps,
  type HeadersFrameOption,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { routeNotFoundBody } from '../../functions/src/lib/http/pay-error';
import { cacheControl, type CacheKind } from './cache-control';

/**
 * Viewer-request rewrites (CloudFront Functions, JS 2.0 runtime). Each maps a public URL onto the object
 * key the bucket actually holds, so the buckets stay private behind Origin Access Control.
 */
export const viewerRewrites = {
  /** Client-side routes (no file extension in the last segment) get the SPA's `index.html`. */
  spaFallback: `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) request.uri = '/index.html';
  return request;
}`,
  /** The API returns image URLs as `/images/{key}` on the Shop's origin; the bucket stores `{key}`. */
  imageKey: `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/images\\//, '/');
  return request;
}`,
  /**
   * Pay's static URLs: `/v1/inline.js` and the part it loads on first use, `/v1/inline-extras.js`, and the checkout page's files under `/popup/` (from `checkout/`). The
   * page itself (`/popup`, `/pay/{access_code}`) is a Pay route, so its frame-ancestors can name the merchant's sites.
   * Any other path here has no API behaviour either, so it is answered as the API's `$default` route answers:
   * a 404 in Pay's error envelope (`route_not_found`), as the local gateway does.
   */
  payAssets: `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/v1/inline.js' || uri === '/v1/inline-extras.js') request.uri = uri.slice(3);
  else if (uri.indexOf('/popup/') === 0) request.uri = '/checkout/' + uri.slice(7);
  else return { statusCode: 404, statusDescription: 'Not Found', headers: { 'content-type': { value: 'application/json; charset=utf-8' }, 'cache-control': { value: 'no-store' } }, body: { encoding: 'text', data: ${JSON.stringify(JSON.stringify(routeNotFoundBody()))} } };
  return request;
}`,
  /**
   * Pay's dashboard (`/dashboard*`; its API's more specific behaviour comes first): a file keeps its key under
   * `dashboard/`, and a client-side route (no extension in the last segment) gets the dashboard's `index.html`.
   */
  dashboardSpa: `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) request.uri = '/dashboard/index.html';
  return request;
}`,
  /**
   * Pay's API paths lose one trailing slash: the pop-up script posts to `/applepay/validate-session/`, and
   * an HTTP API route cannot end in a slash (the local gateway does the same).
   */
  payApiPath: `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') request.uri = uri.slice(0, -1);
  return request;
}`,
} as const;

export function viewerFunction(scope: Construct, id: string, code: string, comment: string): ViewerFunction {
  return new ViewerFunction(scope, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0, comment });
}

export interface SecurityHeadersOptions {
  /** The Content-Security-Policy value. */
  readonly contentSecurityPolicy: string;
  /** `DENY` for the Shop; omitted for Pay, whose checkout page merchants frame (CSP frame-ancestors rules it). */
  readonly frameOptions?: HeadersFrameOption;
  /**
   * Whether the policy's CSP replaces one the origin sends. Pay's checkout page handler sends its own (the
   * merchant's frame-ancestors), so Pay keeps it and the policy's applies only where the origin sends none.
   * @default true
   */
  readonly overrideContentSecurityPolicy?: boolean;
  /** @default `strict-origin-when-cross-origin` */
  readonly referrerPolicy?: HeadersReferrerPolicy;
  /** A `Cache-Control` for viewers that replaces the origin's (`cache-control.ts`). @default the origin's */
  readonly cacheControl?: string;
  readonly comment: string;
}

/** HSTS, CSP, nosniff, frame options and referrer policy, overriding whatever the origin sends. */
export function securityHeadersPolicy(scope: Construct, id: string, options: SecurityHeadersOptions): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: options.comment,
    securityHeadersBehavior: {
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      contentSecurityPolicy: { contentSecurityPolicy: options.contentSecurityPolicy, override: options.overrideContentSecurityPolicy ?? true },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: options.referrerPolicy ?? HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      ...(options.frameOptions ? { frameOptions: { frameOption: options.frameOptions, override: true } } : {}),
    },
    ...(options.cacheControl ? { customHeadersBehavior: { customHeaders: [{ header: 'Cache-Control', value: options.cacheControl, override: true }] } } : {}),
  });
}

/**
 * The security headers of `options` plus one kind's `Cache-Control` (`cache-control.ts`), for the static
 * behaviours: browsers keep what the description says, whatever the bucket's objects carry, while the edge
 * keeps objects by the behaviour's cache policy until a deployment invalidates them. Kinds with the same
 * header share one policy (an account holds 20).
 */
export function cacheHeadersPolicies(scope: Construct, id: string, options: Omit<SecurityHeadersOptions, 'cacheControl' | 'comment'>): (kind: CacheKind) => ResponseHeadersPolicy {
  const made = new Map<string, ResponseHeadersPolicy>();
  return (kind) => {
    const value = cacheControl[kind];
    let policy = made.get(value);
    if (!policy) {
      const name = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
      policy = securityHeadersPolicy(scope, `${id}${name}`, { ...options, cacheControl: value, comment: `${id} with Cache-Control: ${value}` });
      made.set(value, policy);
    }
    return policy;
  };
}

/** Joins CSP directives: `{ 'default-src': ["'self'"] }` → `default-src 'self'`. */
export function csp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Where the buckets' server access logs and CloudFront's standard logs go. CloudFront standard logging
 * writes through an ACL, so this bucket (only this one) keeps object-writer ownership.
 */
export function logBucket(scope: Construct, id: string): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    objectOwnership: ObjectOwnership.OBJECT_WRITER,
    lifecycleRules: [{ expiration: Duration.days(90) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

/** A private bucket: no public access, TLS only, S3-managed encryption, access logs to `logs`. */
export function privateBucket(scope: Construct, id: string, logs: Bucket, extra: Partial<BucketProps> = {}): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    serverAccessLogsBucket: logs,
    serverAccessLogsPrefix: `s3/${id}/`,
    removalPolicy: RemovalPolicy.RETAIN,
    ...extra,
  });
}

/** The API's default endpoint and the secret header its handlers expect from CloudFront (`RouteApi`). */
export interface ApiOrigin {
  readonly domainName: string;
  readonly originVerify: { readonly header: string; readonly value: string };
}

/**
 * The CloudFront behaviour in front of an HTTP API: HTTPS only, never cached, every viewer header but
 * Host forwarded (API Gateway routes by its own host name), all methods. The managed AllViewerExceptHostHeader
 * policy also adds `CloudFront-Viewer-Address`, the viewer's own address, which the handlers key their per-source
 * limits on; they trust it only beside the origin secret added here.
 */
export function apiBehavior(api: ApiOrigin, headers: IResponseHeadersPolicy): BehaviorOptions {
  return {
    origin: new HttpOrigin(api.domainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [api.originVerify.header]: api.originVerify.value },
    }),
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: headers,
  };
}

/** What every distribution shares: HTTP/2 and 3, price class 200 (it includes Africa), logs under `cloudfront/`. */
export function distributionDefaults(
  logs: Bucket,
): Pick<DistributionProps, 'httpVersion' | 'priceClass' | 'enableLogging' | 'logBucket' | 'logFilePrefix'> {
  return { httpVersion: HttpVersion.HTTP2_AND_3, priceClass: PriceClass.PRICE_CLASS_200, enableLogging: true, logBucket: logs, logFilePrefix: 'cloudfront/' };
}
