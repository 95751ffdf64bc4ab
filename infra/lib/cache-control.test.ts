import { Template } from 'aws-cdk-lib/assertions';
import { addAsoStacks } from './aso-app';
import { cacheControl, cacheControlFor, cachedPaths, matchesPathPattern } from './cache-control';
import { testApp } from './template-helpers';

const stacks = addAsoStacks(testApp(), { shop: { spaAssets: null }, pay: { popupAssets: null, dashboardAssets: null } });

interface Behavior {
  readonly PathPattern?: string;
  readonly ResponseHeadersPolicyId: { Ref: string };
}
interface HeadersPolicy {
  readonly ResponseHeadersPolicyConfig: {
    readonly CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
    readonly SecurityHeadersConfig: unknown;
  };
}

/** The distribution's behaviours in CloudFront's order (the default last) and its response headers policies by logical id. */
function distributionOf(product: keyof typeof cachedPaths) {
  const template = Template.fromStack(stacks[product]);
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
    Properties: { DistributionConfig: { DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[] } };
  }[];
  if (!distribution) throw new Error(`${product} has no distribution`);
  const config = distribution.Properties.DistributionConfig;
  const policies = Object.fromEntries(
    Object.entries(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(([id, resource]) => [id, (resource as { Properties: HeadersPolicy }).Properties]),
  );
  return { behaviors: [...config.CacheBehaviors, { ...config.DefaultCacheBehavior, PathPattern: 'default' }], policies };
}

/** The `Cache-Control` a behaviour's response headers policy sends, or undefined when it leaves the origin's. */
function cacheControlOf(behavior: Behavior, policies: Record<string, HeadersPolicy>): string | undefined {
  const policy = policies[behavior.ResponseHeadersPolicyId.Ref];
  if (!policy) throw new Error(`${behavior.PathPattern}: no response headers policy in the stack`);
  const header = policy.ResponseHeadersPolicyConfig.CustomHeadersConfig?.Items.find((item) => item.Header.toLowerCase() === 'cache-control');
  if (header) expect(header.Override).toBe(true);
  return header?.Value;
}

/** Files each origin serves statically (the checkout page's files go through Pay's default behaviour). */
const samplePaths: Record<keyof typeof cachedPaths, string[]> = {
  shop: ['/assets/index-AbCd1234.js', '/images/products/p1/cover.webp', '/index.html', '/config.json', '/products/all', '/favicon.svg'],
  pay: ['/v1/inline.js', '/v1/inline-extras.js', '/dashboard/assets/index-AbCd1234.js', '/dashboard', '/dashboard/transactions/42', '/popup/checkout.js'],
};

describe.each(Object.keys(cachedPaths) as (keyof typeof cachedPaths)[])('The %s distribution', (product) => {
  const { behaviors, policies } = distributionOf(product);

  test.each(cachedPaths[product].map((entry) => [entry.pattern, entry.kind] as const))(
    'It should send the %s behaviour’s files with the %s Cache-Control',
    (pattern, kind) => {
      const behavior = behaviors.find((candidate) => candidate.PathPattern === pattern);
      if (!behavior) throw new Error(`${product} has no ${pattern} behaviour`);
      expect(cacheControlOf(behavior, policies)).toBe(cacheControl[kind]);
    },
  );

  test.each(samplePaths[product])('It should answer %s from the first matching behaviour with the Cache-Control the local gateway sends', (path) => {
    const behavior = behaviors.find((candidate) => matchesPathPattern(candidate.PathPattern ?? 'default', path));
    if (!behavior) throw new Error(`no behaviour matches ${path}`);
    expect(cacheControlOf(behavior, policies)).toBe(cacheControlFor(product, path));
  });

  test("It should leave the API's responses their handlers' own Cache-Control, under the same security headers", () => {
    const described: string[] = cachedPaths[product].map((entry) => entry.pattern);
    const api = behaviors.filter((behavior) => behavior.PathPattern === undefined || !described.includes(behavior.PathPattern));
    expect(api.length).toBeGreaterThan(0);
    for (const behavior of api) expect(cacheControlOf(behavior, policies)).toBeUndefined();
    const security = new Set(Object.values(policies).map((policy) => JSON.stringify(policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig)));
    expect(security.size).toBe(1);
  });
});

describe('The cache description', () => {
  test('It should name each kind the issue asks for at the paths the gateway serves them', () => {
    expect(cacheControlFor('shop', '/assets/index-AbCd1234.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('shop', '/images/products/x1/cover.avif')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('shop', '/index.html')).toBe('no-cache');
    expect(cacheControlFor('shop', '/config.json')).toBe('no-cache');
    expect(cacheControlFor('pay', '/v1/inline.js')).toMatch(/^public, max-age=\d{2,3}, stale-while-revalidate=\d+$/);
    expect(cacheControlFor('pay', '/v1/inline-extras.js')).toBe(cacheControlFor('pay', '/v1/inline.js'));
    expect(cacheControlFor('pay', '/dashboard/assets/index-AbCd1234.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('pay', '/dashboard/transactions/42')).toBe('no-cache');
    expect(cacheControlFor('pay', '/popup/checkout.js')).toBe('no-cache');
  });

  test('It should match path patterns as CloudFront does', () => {
    expect(matchesPathPattern('/dashboard*', '/dashboard')).toBe(true);
    expect(matchesPathPattern('/dashboard*', '/dashboard/a/b')).toBe(true);
    expect(matchesPathPattern('/assets/*', '/assets/a/b.js')).toBe(true);
    expect(matchesPathPattern('/assets/*', '/assets')).toBe(false);
    expect(matchesPathPattern('/v1/inline.js', '/v1/inlineXjs')).toBe(false);
    expect(matchesPathPattern('/v1/inline*.js', '/v1/inline-extras.js')).toBe(true);
  });
});
