import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '../../functions/src/lib/db/table-definition';
import { apiBasePath } from '../../functions/src/lib/http/api-base';
import type { RouteEntry } from '../../functions/src/lib/http/route-entry';
import { routes as payRoutes, unmatchedRoute } from '../../functions/src/pay/routes';
import { routes as shopRoutes } from '../../functions/src/shop/routes';
import { checkoutCsp } from '../../functions/src/pay/checkout/checkout-page-policy';
import { addAsoStacks } from './aso-app';
import { cachedPaths } from './cache-control';
import { PayStack } from './pay-stack';
import { authorizedAccess, routeChunk } from './route-api';
import { unsetPaySecretValue } from './shop/pay-secret';
import { fakeBuild, nestedStacksOf, onlyTable, routeHandlers, synthesisedRoutes, testApp, withNestedStacks } from './template-helpers';

const app = testApp();
const stacks = addAsoStacks(app, { shop: { spaAssets: null }, pay: { popupAssets: null, dashboardAssets: null } });
// Each stack as one template, its nested stacks (the routes) inlined: see withNestedStacks.
const shop = withNestedStacks(stacks.shop);
const pay = withNestedStacks(stacks.pay);
/** `unmatched`: the handler of the API's `$default` route, when the product has one (Pay's 404 envelope). */
const products: { name: string; stack: Stack; template: Template; routes: readonly RouteEntry[]; basePath: string; unmatched: string[] }[] = [
  { name: 'Shop', stack: stacks.shop, template: shop, routes: shopRoutes, basePath: apiBasePath.shop, unmatched: [] },
  { name: 'Pay', stack: stacks.pay, template: pay, routes: payRoutes, basePath: apiBasePath.pay, unmatched: [unmatchedRoute.handler] },
];

describe.each(products)('The $name stack', ({ stack, template, routes, basePath, unmatched }) => {
  test('It should create one route-handler Lambda per route-table entry (and one for its $default route, if any)', () => {
    const handlers = routeHandlers(template);
    expect(handlers.size).toBe(routes.length + unmatched.length);
    expect([...handlers.values()].sort()).toEqual([...routes.map((route) => route.handler), ...unmatched].sort());
  });

  test('It should run every route handler on Node 22, arm64, from an ESM bundle', () => {
    for (const logicalId of routeHandlers(template).keys()) {
      const fn = template.toJSON().Resources[logicalId].Properties;
      expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
  });

  test('It should mount each entry at the base path and invoke that entry\'s handler', () => {
    const synthesised = synthesisedRoutes(template);
    expect(synthesised).toHaveLength(routes.length + unmatched.length);
    for (const route of routes) {
      const found = synthesised.find((r) => r.routeKey === `${route.method} ${basePath}${route.path}`);
      expect(found?.handler).toBe(route.handler);
    }
  });

  test('It should put the JWT authorizer on customer and admin routes only', () => {
    const synthesised = synthesisedRoutes(template);
    for (const route of routes) {
      const found = synthesised.find((r) => r.routeKey === `${route.method} ${basePath}${route.path}`);
      expect(found?.authorizationType).toBe(authorizedAccess.has(route.access) ? 'JWT' : 'NONE');
    }
  });

  test('It should build its table from the shared definition', () => {
    const table = onlyTable(template);
    const props = table.Properties ?? {};
    expect(props.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    expect(props.GlobalSecondaryIndexes).toEqual(
      tableDefinition.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true });
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.DeletionPolicy).toBe('Retain');
  });

  test('It should log access and throttle on the API stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });

  // Each route costs 5 resources (function, log group, integration, route, permission). The log groups and the
  // shared roles stay in the product's stack, the other four go to one nested stack per handler module; every
  // stack (parent or nested) stays well under CloudFormation's 500 resources and 200 parameters, so a module
  // or a product that grows too big fails here, not at deploy time.
  test('It should keep each of its stacks, the parent and every nested one, well under CloudFormation\'s limits', () => {
    const sizes = [stack, ...nestedStacksOf(stack)].map((part) => {
      const json = Template.fromStack(part).toJSON() as { Resources: object; Parameters?: object };
      return { stack: part.node.path, resources: Object.keys(json.Resources).length, parameters: Object.keys(json.Parameters ?? {}).length };
    });
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.filter((size) => size.resources >= 400 || size.parameters >= 150)).toEqual([]);
  });

  test("It should put each route's function, integration, route and permission in the nested stack of its handler's module", () => {
    // Only the $default route's handler (Pay's 404 envelope) stays in the product's own stack.
    expect([...routeHandlers(Template.fromStack(stack)).values()]).toEqual(unmatched);
    const chunks = new Map(nestedStacksOf(stack).map((nested) => [nested.node.id, Template.fromStack(nested)]));
    expect([...chunks.keys()].sort()).toEqual([...new Set(routes.map((route) => `Routes ${routeChunk(route)}`))].sort());
    for (const [id, chunk] of chunks) {
      const inChunk = routes.filter((route) => `Routes ${routeChunk(route)}` === id);
      expect([...routeHandlers(chunk).values()].sort()).toEqual(inChunk.map((route) => route.handler).sort());
      expect(synthesisedRoutes(chunk).map((route) => route.routeKey).sort()).toEqual(inChunk.map((route) => `${route.method} ${basePath}${route.path}`).sort());
      chunk.resourceCountIs('AWS::Lambda::Permission', inChunk.length);
    }
  });

  test('It should grant handlers no Scan and no wildcard DynamoDB action', () => {
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).not.toContain('dynamodb:Scan');
    expect(policies).not.toContain('dynamodb:*');
  });

  test('It should give no Lambda the local stack’s fault-injection switch (test stacks only)', () => {
    const functions = template.findResources('AWS::Lambda::Function') as Record<string, { Properties: { Environment?: { Variables?: Record<string, unknown> } } }>;
    const names = Object.values(functions).flatMap((fn) => Object.keys(fn.Properties.Environment?.Variables ?? {}));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /FAULT/i.test(name))).toEqual([]);
    expect(JSON.stringify(template.toJSON())).not.toMatch(/LOCAL_FAULT_INJECTION|x-aso-fault/i);
  });

  test('It should start no Lambda with source maps on: reading the map at each cold start costs more than it gives', () => {
    const functions = template.findResources('AWS::Lambda::Function') as Record<string, { Properties: { Environment?: { Variables?: Record<string, unknown> } } }>;
    expect(Object.keys(functions).length).toBeGreaterThan(0);
    expect(Object.values(functions).map((fn) => fn.Properties.Environment?.Variables?.NODE_OPTIONS).filter((options) => options !== undefined)).toEqual([]);
  });
});

describe('The Shop stack', () => {
  test("It should give every Shop handler the Shop distribution's https origin, which order e-mails link to", () => {
    const [distributionId] = Object.keys(shop.findResources('AWS::CloudFront::Distribution'));
    for (const logicalId of routeHandlers(shop).keys()) {
      const variables = shop.toJSON().Resources[logicalId].Properties.Environment.Variables;
      expect(variables.SHOP_ORIGIN).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] });
    }
  });

  test('It should have a user pool with e-mail usernames, admin-only sign-up and a strong password policy', () => {
    shop.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
    const pool = Object.values(shop.findResources('AWS::Cognito::UserPool'))[0] as { Properties: { EmailConfiguration: unknown } };
    expect(pool.Properties.EmailConfiguration).toEqual({
      'Fn::If': [
        'CognitoUsesSes',
        expect.objectContaining({ EmailSendingAccount: 'DEVELOPER', SourceArn: expect.anything() }),
        { EmailSendingAccount: 'COGNITO_DEFAULT' },
      ],
    });
    shop.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    shop.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      EnableTokenRevocation: true,
      AccessTokenValidity: 5,
      IdTokenValidity: 5,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', IdToken: 'minutes' }),
    });
  });

  test('It should take the SES sender and the admin e-mail as deploy-time parameters', () => {
    const parameters = shop.toJSON().Parameters as Record<string, { Type: string; AllowedValues?: string[]; Default?: string }>;
    expect(parameters.SenderEmail?.Type).toBe('String');
    expect(parameters.AdminEmail?.Type).toBe('String');
    expect(parameters.SenderVerified).toMatchObject({ AllowedValues: ['no', 'yes'], Default: 'no' });
    shop.resourceCountIs('AWS::SES::EmailIdentity', 2);
  });

  test('It should let CloudFormation generate the OTP hashing key', () => {
    shop.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
  });

  test("It should hold the Shop's Pay secret key as a placeholder the operator replaces", () => {
    shop.hasResourceProperties('AWS::SecretsManager::Secret', {
      SecretString: unsetPaySecretValue,
      Description: Match.stringLikeRegexp('npm run pay:merchant'),
      GenerateSecretString: Match.absent(),
    });
    shop.hasOutput('PaySecretKeyArn', Match.anyValue());
  });

  test('It should hand that secret to routes that declare the secret:pay need, and to no other route', () => {
    const declaring = shopRoutes.filter((route) => (route.needs as readonly string[]).includes('secret:pay'));
    expect(declaring.length).toBeGreaterThan(0);
    const [secretId] = Object.keys(shop.findResources('AWS::SecretsManager::Secret', { Properties: { SecretString: unsetPaySecretValue } }));
    const functions = shop.findResources('AWS::Lambda::Function') as Record<string, { Properties: { Description?: string; Environment?: { Variables: Record<string, unknown> }; Role: { 'Fn::GetAtt': [string, string] } } }>;
    const withSecret = Object.values(functions).filter((fn) => fn.Properties.Environment?.Variables.PAY_SECRET_KEY_ARN !== undefined);
    expect(withSecret.map((fn) => fn.Properties.Description).sort()).toEqual(declaring.map((route) => `shop: ${route.method} /api/v1${route.path}`).sort());
    for (const fn of withSecret) {
      expect(fn.Properties.Environment?.Variables.PAY_SECRET_KEY_ARN).toEqual({ Ref: secretId });
      shop.hasResourceProperties('AWS::IAM::Policy', {
        Roles: [{ Ref: fn.Properties.Role['Fn::GetAtt'][0] }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId } })]) },
      });
    }
  });

  test('It should let the routes that replace or remove images (and so their variants) delete objects of the images bucket, and those only', () => {
    const bucketId = Object.keys(shop.findResources('AWS::S3::Bucket')).find((id) => JSON.stringify(shop.toJSON().Resources[id].Properties.CorsConfiguration ?? null).includes('POST'));
    const functions = shop.findResources('AWS::Lambda::Function') as Record<string, { Properties: { Description?: string; Environment?: { Variables: Record<string, unknown> }; Role: { 'Fn::GetAtt': [string, string] } } }>;
    const withBucket = Object.values(functions).filter((fn) => fn.Properties.Environment?.Variables.IMAGES_BUCKET !== undefined && fn.Properties.Description?.startsWith('shop: POST'));
    expect(withBucket.map((fn) => fn.Properties.Description?.replace('shop: POST /api/v1', '')).sort()).toEqual(
      [
        '/media/upload-url',
        '/admin/media/upload-url',
        '/admin/product/update-product',
        '/admin/product/delete-product',
        '/admin/category/update-category',
        '/admin/category/delete-category',
        '/user/update-profile',
        '/user/delete-account',
        '/admin/user/delete-user',
      ].sort(),
    );
    for (const fn of withBucket) {
      expect(fn.Properties.Environment?.Variables.IMAGES_BUCKET).toEqual({ Ref: bucketId });
      shop.hasResourceProperties('AWS::IAM::Policy', {
        Roles: [{ Ref: fn.Properties.Role['Fn::GetAtt'][0] }],
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Action: ['s3:PutObject', 's3:DeleteObject'], Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] } })]),
        },
      });
    }
  });

  test('It should keep every bucket private and TLS-only', () => {
    const buckets = shop.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(3);
    for (const bucket of Object.values(buckets) as { Properties: Record<string, unknown> }[]) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    const policies = JSON.stringify(shop.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toContain('aws:SecureTransport');
  });

  test('It should serve the SPA, /api/* uncached with viewer headers, and /images/* through OAC', () => {
    const distribution = Object.values(shop.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { DefaultRootObject: string; CacheBehaviors: Record<string, unknown>[] } };
    };
    const config = distribution.Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    // Managed policy ids: CachingDisabled and AllViewerExceptHostHeader.
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']),
    });
    // The API's origin adds the secret every handler checks, so the default endpoint cannot be used around it.
    const origins = (config as unknown as { Origins: { Id: string; CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[] }).Origins;
    const apiOrigin = origins.find((origin) => origin.Id === api?.TargetOriginId);
    expect(apiOrigin?.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: expect.anything() }]);
    expect(JSON.stringify(apiOrigin?.OriginCustomHeaders)).toContain('resolve:secretsmanager');
    const images = config.CacheBehaviors.find((b) => b.PathPattern === '/images/*');
    expect(images?.FunctionAssociations).toHaveLength(1);
    shop.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  test('It should send security headers with a CSP that frames and loads Pay', () => {
    const policy = Object.values(shop.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as {
      Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> } };
    };
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity?.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions?.FrameOption).toBe('DENY');
    expect(headers.ReferrerPolicy?.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const cspText = JSON.stringify(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(cspText).toMatch(/frame-src https:\/\//);
    expect(cspText).toMatch(/script-src 'self' https:\/\//);
    expect(cspText).toContain("frame-ancestors 'none'");
  });

  test('It should rewrite /images/{key} to the object key and client routes to index.html', () => {
    const codes = Object.values(shop.findResources('AWS::CloudFront::Function')).map(
      (fn) => (fn as { Properties: { FunctionCode: string } }).Properties.FunctionCode,
    );
    const imageKey = codes.find((code) => code.includes('/images'));
    const spaFallback = codes.find((code) => code.includes('index.html'));
    expect(runViewerFunction(imageKey, '/images/products/agbada-1.webp')).toBe('/products/agbada-1.webp');
    expect(runViewerFunction(spaFallback, '/products/all')).toBe('/index.html');
    expect(runViewerFunction(spaFallback, '/assets/index-abc.js')).toBe('/assets/index-abc.js');
  });

  test('It should not deploy the SPA when there is no build, and deploy it when there is', () => {
    shop.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const withBuild = testApp();
    const built = addAsoStacks(withBuild, { shop: { spaAssets: fakeBuild({ 'index.html': '<!doctype html>' }) }, pay: { popupAssets: null, dashboardAssets: null } });
    Template.fromStack(built.shop).resourceCountIs('Custom::CDKBucketDeployment', 1);
  });
});

describe('The Pay stack', () => {
  test('It should allow cross-origin calls from merchant sites, with a preflight cache', () => {
    pay.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['*'],
        AllowHeaders: Match.arrayWith(['authorization', 'content-type', 'x-connect-account']),
        MaxAge: 86400,
      }),
    });
  });

  test('It should route the API paths, /v1/inline.js and /popup through one distribution', () => {
    const distribution = Object.values(pay.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { CacheBehaviors: { PathPattern: string }[] } };
    };
    const patterns = distribution.Properties.DistributionConfig.CacheBehaviors.map((b) => b.PathPattern);
    for (const route of payRoutes) {
      const first = route.path.split('/')[1];
      const pattern = route.path.startsWith('/dashboard/api/') ? '/dashboard/api/*' : undefined;
      expect(patterns.some((p) => p === pattern || (pattern === undefined && (p === `/${first}` || p === `/${first}/*`)))).toBe(true);
    }
    const code = payViewerFunction('inline.js');
    expect(runViewerFunction(code, '/v1/inline.js')).toBe('/inline.js');
    expect(runViewerFunction(code, '/v1/inline-extras.js')).toBe('/inline-extras.js');
    expect(runViewerFunction(code, '/popup/checkout.js')).toBe('/checkout/checkout.js');
  });

  test("It should answer a path neither the API nor the files have with a 404 in Pay's error envelope, at the edge and from the API's $default route", () => {
    const code = payViewerFunction('inline.js');
    const run = new Function('event', `${code}\nreturn handler(event);`) as (event: { request: { uri: string } }) => { statusCode?: number; body?: { data: string } };
    const answer = run({ request: { uri: '/no-such-resource' } });
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body?.data ?? '')).toMatchObject({ status: false, message: 'Route not found', type: 'validation_error', code: 'route_not_found', meta: { nextStep: expect.any(String) } });
    pay.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default' });
    expect([...routeHandlers(pay)].map(([, file]) => file)).toContain('pay/fallback/route-not-found.ts');
  });

  test('It should answer the checkout page at /popup and /pay/{access_code} from its handler, which knows the merchant', () => {
    const distribution = Object.values(pay.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { CacheBehaviors: { PathPattern: string }[] } };
    };
    const patterns = distribution.Properties.DistributionConfig.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns).toEqual(expect.arrayContaining(['/popup', '/pay/*']));
    expect(patterns).not.toContain('/popup/*');
    const handlers = [...routeHandlers(pay)].map(([, file]) => file);
    expect(handlers).toEqual(expect.arrayContaining(['pay/checkout/get-checkout-page.ts', 'pay/checkout/get-payment-page.ts']));
  });

  test('It should strip a trailing slash from API paths before they reach the HTTP API', () => {
    const distribution = Object.values(pay.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { CacheBehaviors: { PathPattern: string; FunctionAssociations?: { FunctionARN: { 'Fn::GetAtt': [string, string] } }[] }[] } };
    };
    const [functionId] = Object.keys(pay.findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: payViewerFunction("charAt(uri.length - 1) === '/'") } }));
    // Every behaviour but the static files' (cache-control.ts) is the API's.
    const files: string[] = cachedPaths.pay.map((entry) => entry.pattern);
    const behaviors = distribution.Properties.DistributionConfig.CacheBehaviors.filter((b) => !files.includes(b.PathPattern));
    expect(behaviors.map((b) => b.PathPattern)).toContain('/applepay/*');
    for (const behavior of behaviors) expect(behavior.FunctionAssociations?.[0]?.FunctionARN['Fn::GetAtt'][0]).toBe(functionId);
    const code = payViewerFunction("charAt(uri.length - 1) === '/'");
    expect(runViewerFunction(code, '/applepay/validate-session/')).toBe('/applepay/validate-session');
    expect(runViewerFunction(code, '/transaction/verify/ref-1')).toBe('/transaction/verify/ref-1');
  });

  test("It should serve Pay's dashboard under /dashboard from the bucket, after its API's more specific behaviour, with index.html for its routes", () => {
    const distribution = Object.values(pay.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { CacheBehaviors: { PathPattern: string; TargetOriginId: string; AllowedMethods?: string[] }[] } };
    };
    const behaviors = distribution.Properties.DistributionConfig.CacheBehaviors;
    const patterns = behaviors.map((b) => b.PathPattern);
    expect(patterns).toContain('/dashboard/api/*');
    expect(patterns.indexOf('/dashboard/api/*')).toBeLessThan(patterns.indexOf('/dashboard*'));
    expect(patterns).not.toContain('/dashboard/*');
    const api = behaviors.find((b) => b.PathPattern === '/dashboard/api/*');
    const files = behaviors.find((b) => b.PathPattern === '/dashboard*');
    expect(api?.AllowedMethods).toContain('POST');
    expect(files?.TargetOriginId).not.toBe(api?.TargetOriginId);
    const code = payViewerFunction('/dashboard/index.html');
    expect(runViewerFunction(code, '/dashboard')).toBe('/dashboard/index.html');
    expect(runViewerFunction(code, '/dashboard/transactions/42')).toBe('/dashboard/index.html');
    expect(runViewerFunction(code, '/dashboard/assets/index-AbCd1234.js')).toBe('/dashboard/assets/index-AbCd1234.js');
  });

  test("It should deploy the dashboard's build under dashboard/ without the pop-up's deployment pruning it", () => {
    const app = testApp();
    const built = new PayStack(app, 'AsoPayBuilt', {
      popupAssets: fakeBuild({ 'inline.js': '', 'checkout/index.html': '<!doctype html>' }),
      dashboardAssets: fakeBuild({ 'index.html': '<!doctype html>' }),
    });
    const template = Template.fromStack(built);
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DestinationBucketKeyPrefix: 'dashboard/', DistributionPaths: ['/dashboard*'] });
    template.hasResourceProperties('Custom::CDKBucketDeployment', { Exclude: ['dashboard/*'], DistributionPaths: ['/*'] });
  });

  test('It should let merchant sites frame the checkout page', () => {
    const policy = JSON.stringify(pay.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policy).toContain('frame-ancestors');
    expect(policy).not.toContain('FrameOptions');
  });

  test("It should keep the CSP the checkout page's handler sends, and send the one framed by nobody everywhere else", () => {
    pay.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: checkoutCsp(), Override: false },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin', Override: true },
        }),
      }),
    });
  });

  test("It should let the vault code handlers read Pay's master key, which keys the stored codes", () => {
    const [masterKeyId] = Object.keys(pay.findResources('AWS::SecretsManager::Secret', { Properties: { Description: Match.stringLikeRegexp('master key') } }));
    const resources = pay.toJSON().Resources;
    const handlers = [...routeHandlers(pay)].filter(([, file]) => file === 'pay/vault/request-vault-code.ts' || file === 'pay/vault/verify-vault-code.ts');
    expect(handlers).toHaveLength(2);
    for (const [logicalId] of handlers) {
      expect(resources[logicalId].Properties.Environment.Variables.PAY_MASTER_KEY_ARN).toEqual({ Ref: masterKeyId });
    }
  });

  test("It should give every Pay handler the distribution's https origin for authorization_url", () => {
    const [distributionId] = Object.keys(pay.findResources('AWS::CloudFront::Distribution'));
    for (const logicalId of routeHandlers(pay).keys()) {
      const variables = pay.toJSON().Resources[logicalId].Properties.Environment.Variables;
      expect(variables.PAY_ORIGIN).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] });
    }
  });
});

/** The source of the Pay CloudFront Function whose code contains `marker`. */
function payViewerFunction(marker: string): string {
  const codes = Object.values(pay.findResources('AWS::CloudFront::Function')).map(
    (fn) => (fn as { Properties: { FunctionCode: string } }).Properties.FunctionCode,
  );
  const found = codes.find((code) => code.includes(marker));
  if (found === undefined) throw new Error(`no Pay viewer function containing ${marker}`);
  return found;
}

/** Runs a CloudFront Function's source on a request for `uri` and returns the rewritten URI. */
function runViewerFunction(code: string | undefined, uri: string): string {
  if (code === undefined) throw new Error('viewer function not found');
  const run = new Function('event', `${code}\nreturn handler(event);`) as (event: { request: { uri: string } }) => { uri: string };
  return run({ request: { uri } }).uri;
}
