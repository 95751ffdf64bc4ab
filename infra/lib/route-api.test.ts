import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import { defineRoutes, type RouteEntry } from '../../functions/src/lib/http/route-entry';
import { DataTable } from './data-table';
import { apiPathPatterns } from './pay-stack';
import { RouteApi } from './route-api';
import type { NeedProviders } from './route-needs';
import { nestedStacksOf, routeHandlers, synthesisedRoutes, testApp, withNestedStacks } from './template-helpers';

// Every access kind and every need, on handler files that exist (the wiring, not the handlers, is under test).
const handler = 'shop/health/get-health.ts';
const routes = defineRoutes([
  { method: 'GET', path: '/open', handler, access: 'public', needs: [] },
  { method: 'GET', path: '/me', handler, access: 'customer', needs: ['table:read', 'users:read'] },
  { method: 'DELETE', path: '/admin/thing/{id}', handler, access: 'admin', needs: ['table:write', 'images:write'] },
  { method: 'POST', path: '/charge', handler, access: 'merchant-public-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/verify', handler, access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'POST', path: '/otp', handler, access: 'public', needs: ['mail:send', 'secret:otp', 'users:write'] },
]);

function build(entries: readonly RouteEntry[], partial = false): { stack: Stack; template: () => Template } {
  const stack = new Stack(testApp(), 'Test');
  const pool = new UserPool(stack, 'Pool');
  const providers: NeedProviders = partial
    ? { table: new DataTable(stack, 'Data').table }
    : {
        table: new DataTable(stack, 'Data').table,
        imagesBucket: new Bucket(stack, 'Images'),
        mailFrom: 'no-reply@example.com',
        users: { pool, client: pool.addClient('Client') },
        otpSecret: new Secret(stack, 'Otp'),
      };
  new RouteApi(stack, 'Api', { service: 'test', routes: entries, basePath: '/api/v1', providers });
  return { stack, template: () => withNestedStacks(stack) };
}

const template = build(routes).template();
const functions = template.findResources('AWS::Lambda::Function') as Record<string, { Properties: { Environment: { Variables: Record<string, unknown> }; Role: unknown } }>;
const handlerIds = [...routeHandlers(template).keys()];

function functionFor(description: string): { Environment: { Variables: Record<string, unknown> }; Role: unknown } {
  const found = Object.values(functions).find((fn) => JSON.stringify(fn).includes(`test: ${description}`));
  if (!found) throw new Error(`no function for ${description}`);
  return found.Properties;
}

/** The IAM statements attached to a function's role. */
function statementsFor(description: string): { Action: string | string[]; Resource: unknown; Condition?: unknown }[] {
  const role = functionFor(description).Role as { 'Fn::GetAtt': [string, string] };
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
  }[];
  return policies.filter((p) => p.Properties.Roles.some((r) => r.Ref === role['Fn::GetAtt'][0])).flatMap((p) => p.Properties.PolicyDocument.Statement);
}

function actionsFor(description: string): string[] {
  return statementsFor(description).flatMap((s) => [s.Action].flat());
}

describe('RouteApi', () => {
  test('It should create one tagged Lambda and one route per entry', () => {
    expect(handlerIds).toHaveLength(routes.length);
    expect(synthesisedRoutes(template).map((r) => r.routeKey).sort()).toEqual(routes.map((r) => `${r.method} /api/v1${r.path}`).sort());
  });

  test('It should put the Cognito JWT authorizer on customer and admin routes and leave the others open', () => {
    const byKey = new Map(synthesisedRoutes(template).map((r) => [r.routeKey, r]));
    expect(byKey.get('GET /api/v1/me')?.authorizationType).toBe('JWT');
    expect(byKey.get('DELETE /api/v1/admin/thing/{id}')?.authorizationType).toBe('JWT');
    for (const key of ['GET /api/v1/open', 'POST /api/v1/charge', 'POST /api/v1/verify', 'POST /api/v1/otp']) {
      expect(byKey.get(key)?.authorizationType).toBe('NONE');
      expect(byKey.get(key)?.authorizerId).toBeUndefined();
    }
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('PoolClient') }],
        Issuer: { 'Fn::Join': ['', Match.arrayWith(['https://cognito-idp.', '.amazonaws.com/', { Ref: Match.stringLikeRegexp('^Pool') }])] },
      },
    });
  });

  test('It should set only the environment variables each route needs', () => {
    expect(Object.keys(functionFor('GET /api/v1/open').Environment.Variables).sort()).toEqual(['ORIGIN_VERIFY', 'POWERTOOLS_SERVICE_NAME']);
    expect(Object.keys(functionFor('GET /api/v1/me').Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID']),
    );
    expect(functionFor('GET /api/v1/me').Environment.Variables.IMAGES_BUCKET).toBeUndefined();
    expect(functionFor('DELETE /api/v1/admin/thing/{id}').Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
      IMAGES_BUCKET: { Ref: expect.stringMatching(/^Images/) },
    });
    expect(functionFor('POST /api/v1/otp').Environment.Variables).toMatchObject({
      MAIL_FROM: 'no-reply@example.com',
      OTP_SECRET_ARN: { Ref: expect.stringMatching(/^Otp/) },
      USER_POOL_ID: { Ref: expect.stringMatching(/^Pool/) },
      POWERTOOLS_SERVICE_NAME: 'test',
    });
  });

  test('It should give every handler the origin secret, resolved from its own generated secret', () => {
    const secrets = Object.keys(template.findResources('AWS::SecretsManager::Secret')).filter((id) => id.startsWith('ApiOriginVerify'));
    expect(secrets).toHaveLength(1);
    for (const label of ['GET /api/v1/open', 'GET /api/v1/me', 'POST /api/v1/verify']) {
      expect(JSON.stringify(functionFor(label).Environment.Variables.ORIGIN_VERIFY)).toContain(secrets[0]);
    }
  });

  test('It should grant each route only what its needs imply', () => {
    expect(actionsFor('GET /api/v1/open').filter((a) => !a.startsWith('logs:'))).toEqual([]);
    expect(actionsFor('POST /api/v1/verify')).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']));
    expect(actionsFor('POST /api/v1/verify')).not.toContain('dynamodb:PutItem');
    expect(actionsFor('POST /api/v1/charge')).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem']));
    expect(actionsFor('GET /api/v1/me')).not.toContain('cognito-idp:AdminCreateUser');
    expect(actionsFor('POST /api/v1/otp')).toEqual(
      expect.arrayContaining(['cognito-idp:AdminCreateUser', 'secretsmanager:GetSecretValue', 'ses:SendEmail']),
    );
    const mail = statementsFor('POST /api/v1/otp').find((s) => [s.Action].flat().includes('ses:SendEmail'));
    expect(mail?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('dynamodb:Scan');
  });

  test('It should acknowledge exactly the wildcard grants its needs imply, and no others', () => {
    const { stack } = build(routes);
    const iam5 = new AwsSolutionsChecks()
      .validateScope(stack)
      .violations.filter((v) => v.ruleName.startsWith('AwsSolutions-IAM5') && v.violatingResources.some((r) => r.constructPath?.includes('/Api/')));
    expect(iam5.map((v) => v.ruleName)).toEqual([]);
  });

  test('It should share one role between handlers with the same needs', () => {
    const twins = defineRoutes([
      { method: 'GET', path: '/a', handler, access: 'public', needs: ['table:read'] },
      { method: 'GET', path: '/b', handler, access: 'public', needs: ['table:read'] },
      { method: 'GET', path: '/c', handler, access: 'public', needs: [] },
    ]);
    build(twins, true).template().resourceCountIs('AWS::IAM::Role', 2);
  });

  test('It should put each module\'s routes in one nested stack, named after the module', () => {
    const { stack } = build(routes);
    expect(nestedStacksOf(stack).map((nested) => nested.node.id)).toEqual(['Routes health']);
    expect(routeHandlers(Template.fromStack(stack)).size).toBe(0);
  });

  test('It should leave every other route where it was (same stack, same logical ids) when a route is added', () => {
    const logicalIds = (entries: readonly RouteEntry[]): Map<string, string[]> => {
      const { stack } = build(entries);
      return new Map(nestedStacksOf(stack).map((nested) => [nested.node.id, Object.keys(Template.fromStack(nested).toJSON().Resources).sort()]));
    };
    const before = logicalIds(routes);
    const added = defineRoutes([{ method: 'GET', path: '/early', handler: 'shop/category/fetch-all-categories.ts', access: 'public', needs: [] }]);
    const after = logicalIds([...added, ...routes]);
    expect([...after.keys()].sort()).toEqual(['Routes category', 'Routes health']);
    expect(after.get('Routes health')).toEqual(before.get('Routes health'));
  });

  test('It should refuse a route whose handler is not in a module folder', () => {
    const loose = defineRoutes([{ method: 'GET', path: '/loose', handler: 'shop/routes.ts', access: 'public', needs: [] }]);
    expect(() => build(loose)).toThrow('GET /loose: handler shop/routes.ts is not in a module folder');
  });

  test('It should refuse a route whose handler file does not exist', () => {
    const broken = defineRoutes([{ method: 'GET', path: '/ghost', handler: 'shop/ghost/get-ghost.ts', access: 'public', needs: [] }]);
    expect(() => build(broken)).toThrow('GET /ghost -> functions/src/shop/ghost/get-ghost.ts');
  });

  test('It should refuse a need the stack cannot provide', () => {
    const greedy = defineRoutes([{ method: 'GET', path: '/pics', handler, access: 'public', needs: ['images:read'] }]);
    expect(() => build(greedy, true)).toThrow('Route GET /api/v1/pics needs images:read, which the Test stack does not provide');
  });

  test('It should refuse customer routes when there is no user pool for the authorizer', () => {
    const guarded = defineRoutes([{ method: 'GET', path: '/me', handler, access: 'customer', needs: [] }]);
    expect(() => build(guarded, true)).toThrow('provides no user pool');
  });
});

describe('apiPathPatterns', () => {
  test('It should send each route to the API by its first path segment', () => {
    const entries = defineRoutes([
      { method: 'GET', path: '/health', handler, access: 'public', needs: [] },
      { method: 'POST', path: '/checkout/request_inline', handler, access: 'merchant-public-key', needs: [] },
      { method: 'GET', path: '/checkout/{reference}', handler, access: 'merchant-public-key', needs: [] },
      { method: 'GET', path: '/transaction/verify/{reference}', handler, access: 'merchant-secret-key', needs: [] },
    ]);
    expect(apiPathPatterns(entries, '')).toEqual(['/checkout/*', '/health', '/transaction/*']);
  });

  test("It should send the dashboard's API by its own prefix, leaving the rest of /dashboard to the dashboard's files", () => {
    const entries = defineRoutes([
      { method: 'POST', path: '/dashboard/api/auth/log-in', handler, access: 'public', needs: [] },
      { method: 'GET', path: '/dashboard/api/transactions/{id}', handler, access: 'public', needs: [] },
    ]);
    expect(apiPathPatterns(entries, '')).toEqual(['/dashboard/api/*']);
  });

  test('It should refuse a route that starts with a path parameter', () => {
    const entries = defineRoutes([{ method: 'GET', path: '/{anything}', handler, access: 'public', needs: [] }]);
    expect(() => apiPathPatterns(entries, '')).toThrow('no fixed first segment');
  });
});
