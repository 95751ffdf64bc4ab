import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Fn, NestedStack, RemovalPolicy, Stack, Tags, Validations } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  type CorsPreflightOptions,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { originVerifyHeader } from '../../functions/src/lib/http/caller-address';
import type { Access, RouteEntry } from '../../functions/src/lib/http/route-entry';
import { handlerFunctionDefaults } from './handler-bundling';
import { acknowledgeWildcardResources } from './nag-acknowledge';
import { bindNeed, type NeedProviders } from './route-needs';
import { repoRoot } from './repo-root';
import { addThrottledStage } from './route-api-stage';

/** Tag on every route-handler Lambda (value: the handler file); it tells ours from CDK's helper functions. */
export const handlerTagKey = 'aso:handler';

/** Routes behind the JWT authorizer; the admin group is checked in the handler chain (ARCHITECTURE §5). */
export const authorizedAccess: ReadonlySet<Access> = new Set<Access>(['customer', 'admin']);

/** The header CloudFront adds to every request it forwards to the API, and its value. */
export interface OriginVerify {
  readonly header: string;
  readonly value: string;
}

export interface RouteApiProps {
  /** Product name: `POWERTOOLS_SERVICE_NAME` and a prefix for descriptions. */
  readonly service: string;
  readonly routes: readonly RouteEntry[];
  /** Where the route table is mounted (`apiBasePath` in `functions/src/lib/http/api-base.ts`). */
  readonly basePath: string;
  readonly providers: NeedProviders;
  /** Variables every handler gets besides those its needs imply. @default none */
  readonly environment?: Readonly<Record<string, string>>;
  /** @default no CORS: the API is same-origin behind CloudFront */
  readonly corsPreflight?: CorsPreflightOptions;
  /** Steady-state requests per second for the whole stage. @default 100 */
  readonly rateLimit?: number;
  /** @default 200 */
  readonly burstLimit?: number;
  /**
   * A handler for API Gateway's `$default` route, answering what no route matches (Pay's 404 envelope).
   * @default none: API Gateway's own `{"message":"Not Found"}`
   */
  readonly unmatched?: Pick<RouteEntry, 'handler' | 'needs'>;
}

/** The description label of the `$default` route's function (`<service>: $default`). */
export const unmatchedLabel = '$default';

function constructIdFor(route: RouteEntry): string {
  return `${route.method} ${route.path.replaceAll('/', ':')}`;
}

/**
 * The nested stack a route's function, integration, route and permission live in: its handler's module
 * folder (`shop/order/add-order.ts` → `order`), the route table's natural sections. A route's chunk depends
 * on nothing but its own handler, so adding or removing a route never moves another between stacks (which
 * would replace it, and briefly give API Gateway two routes with one key).
 */
export function routeChunk(route: RouteEntry): string {
  const module = route.handler.split('/')[1];
  if (module === undefined || module === '' || module.endsWith('.ts')) {
    throw new Error(`Route ${route.method} ${route.path}: handler ${route.handler} is not in a module folder (<product>/<module>/<file>.ts)`);
  }
  return module;
}

function accessReason(route: RouteEntry, label: string): string {
  if (route.access === 'merchant-staff') {
    return `${label} carries an access token of Pay's staff pool, which the handler chain verifies and then reads the staff member and role from the table on every call (authenticateStaff), so it answers Pay's own 401/403 envelope and a removed teammate is refused at once.`;
  }
  return route.access === 'public'
    ? `${label} is declared public in the route table (anonymous callers: catalogue, health, sign-up, sign-in); the stage throttles it.`
    : `${label} authenticates with a merchant ${route.access === 'merchant-public-key' ? 'public' : 'secret'} key, which the handler chain checks (ARCHITECTURE §2); the gateway has no authorizer for API keys of this kind.`;
}

/**
 * An HTTP API derived from a route table: one Lambda (NodejsFunction, Node 22, arm64) and one route per
 * entry at `<basePath><path>`, the Cognito JWT authorizer on `customer` and `admin` routes, and each
 * handler's environment and IAM grants from its declared needs. Handlers with the same needs share a role.
 *
 * A stack holds at most 500 resources and each route costs five, so the API, its stage, the roles and each
 * route's log group stay in the product's stack (their logical ids unchanged), while each route's function,
 * integration, route and invoke permission go to one nested stack per handler module (`routeChunk`).
 * CloudFormation passes the parent's values (roles, table, secrets, API and authorizer ids) as parameters.
 */
export class RouteApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** Host name of the API's default endpoint, for a CloudFront origin. */
  readonly domainName: string;
  /**
   * The secret CloudFront's origin adds to each request (`apiBehavior`), which every handler checks
   * (`ORIGIN_VERIFY`, `caller-address.ts`): a request straight to the default endpoint lacks it and is refused.
   * The endpoint itself stays on: with it disabled CloudFront could only reach the API through a custom domain.
   */
  readonly originVerify: OriginVerify;
  readonly functions: readonly NodejsFunction[];
  /** The nested stacks holding the routes, by module (`routeChunk`). */
  readonly chunks: ReadonlyMap<string, NestedStack>;

  constructor(scope: Construct, id: string, props: RouteApiProps) {
    super(scope, id);
    const root = repoRoot();
    const functionsRoot = join(root, 'functions', 'src');
    const stackName = Stack.of(this).stackName;

    const missingHandlers = props.routes.filter((route) => !existsSync(join(functionsRoot, route.handler)));
    if (missingHandlers.length > 0) {
      const list = missingHandlers.map((route) => `${route.method} ${route.path} -> functions/src/${route.handler}`).join(', ');
      throw new Error(`Route handler files missing: ${list}`);
    }

    this.api = new HttpApi(this, 'Api', {
      apiName: `${stackName}-api`,
      description: `${props.service} API (${props.routes.length} routes from the route table)`,
      createDefaultStage: false,
      ...(props.corsPreflight ? { corsPreflight: props.corsPreflight } : {}),
    });
    this.domainName = Fn.select(2, Fn.split('/', this.api.apiEndpoint));

    const originSecret = new Secret(this, 'OriginVerify', {
      description: `${props.service}: the header value CloudFront adds to API requests; handlers refuse requests without it`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The origin secret only proves a request came through CloudFront; rotating it means updating the distribution and every handler in one deploy, so it is rotated by hand.',
    });
    // Resolved by CloudFormation into the distribution's origin header and the handlers' environment.
    this.originVerify = { header: originVerifyHeader, value: originSecret.secretValue.unsafeUnwrap() };

    this.stage = addThrottledStage(this, this.api, { rateLimit: props.rateLimit ?? 100, burstLimit: props.burstLimit ?? 200 });

    const needsAuthorizer = props.routes.some((route) => authorizedAccess.has(route.access));
    let authorizer: IHttpRouteAuthorizer | undefined;
    if (needsAuthorizer) {
      const users = props.providers.users;
      if (!users) throw new Error(`${stackName} has customer or admin routes but provides no user pool for the JWT authorizer`);
      authorizer = new HttpUserPoolAuthorizer('UserPoolAuthorizer', users.pool, { userPoolClients: [users.client] });
    }

    const roles = new Map<string, Role>();
    const roleFor = (routeNeeds: RouteEntry['needs'], label: string): Role => {
      const needs = [...new Set(routeNeeds)].sort();
      const key = needs.join(' ') || 'none';
      const existing = roles.get(key);
      if (existing) return existing;
      const role = new Role(this, `HandlerRole ${key}`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `${props.service} route handlers needing: ${key}`,
      });
      for (const need of needs) {
        const binding = bindNeed(need, props.providers, label, stackName);
        for (const statement of binding.statements) {
          role.addToPrincipalPolicy(statement);
          if (binding.wildcardReason !== undefined) acknowledgeWildcardResources(role, statement.resources, binding.wildcardReason);
        }
      }
      roles.set(key, role);
      return role;
    };

    const chunks = new Map<string, NestedStack>();
    const chunkFor = (route: RouteEntry): NestedStack => {
      const module = routeChunk(route);
      const existing = chunks.get(module);
      if (existing) return existing;
      const chunk = new NestedStack(this, `Routes ${module}`, {
        description: `${props.service} API: the ${module} routes (functions, integrations, routes, permissions)`,
      });
      chunks.set(module, chunk);
      return chunk;
    };

    const functions: NodejsFunction[] = [];
    /** A handler's function and role in `routeScope`; its log group in `logScope` (retained: its logical id must not move). */
    const addHandler = (routeScope: Construct, logScope: Construct, label: string, handler: string, needs: RouteEntry['needs']): NodejsFunction => {
      const environment: Record<string, string> = {
        // No `--enable-source-maps`: it reads and parses the bundle's map at every cold start (3.5 ms of an 80 KB
        // bundle's import, measured). The map ships beside the bundle for reading a logged stack offline.
        POWERTOOLS_SERVICE_NAME: props.service,
        ORIGIN_VERIFY: this.originVerify.value,
        ...props.environment,
      };
      for (const need of needs) Object.assign(environment, bindNeed(need, props.providers, label, stackName).environment);

      const role = roleFor(needs, label);
      const logGroup = new LogGroup(logScope, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.RETAIN });
      logGroup.grantWrite(role);

      const fn = new NodejsFunction(routeScope, 'Handler', {
        ...handlerFunctionDefaults(root),
        entry: join(functionsRoot, handler),
        description: `${props.service}: ${label}`,
        timeout: Duration.seconds(10),
        role,
        logGroup,
        environment,
      });
      Tags.of(fn).add(handlerTagKey, handler);
      Validations.of(fn).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'ARCHITECTURE §2 pins Node 22 for handlers, matching the local stack and the esbuild target; moving to a newer runtime is a deliberate, tested change.',
      });
      functions.push(fn);
      return fn;
    };

    for (const route of props.routes) {
      const fullPath = `${props.basePath}${route.path}`;
      const label = `${route.method} ${fullPath}`;
      // The log group stays here, where it has always been: it is retained, so a new logical id would orphan it.
      const logScope = new Construct(this, constructIdFor(route));
      const routeScope = new Construct(chunkFor(route), constructIdFor(route));
      const fn = addHandler(routeScope, logScope, label, route.handler, route.needs);

      const httpRoute = new HttpRoute(routeScope, 'Route', {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(fullPath, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${constructIdFor(route)} Integration`, fn),
        ...(authorizedAccess.has(route.access) && authorizer ? { authorizer } : {}),
      });
      if (!authorizedAccess.has(route.access)) {
        Validations.of(httpRoute).acknowledge({ id: 'AwsSolutions-APIG4', reason: accessReason(route, label) });
      }
    }

    if (props.unmatched) {
      const label = unmatchedLabel;
      const routeScope = new Construct(this, 'Unmatched');
      const fn = addHandler(routeScope, routeScope, label, props.unmatched.handler, props.unmatched.needs);
      const defaultRoute = new HttpRoute(routeScope, 'Route', {
        httpApi: this.api,
        routeKey: HttpRouteKey.DEFAULT,
        integration: new HttpLambdaIntegration('Unmatched Integration', fn),
      });
      Validations.of(defaultRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: 'The $default route only answers 404 in the product\'s error envelope for paths no route has; it reads and writes nothing.',
      });
    }
    this.functions = functions;
    this.chunks = chunks;
  }
}
