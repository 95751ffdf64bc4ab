import { join } from 'node:path';
import type { Duration} from 'aws-cdk-lib';
import { RemovalPolicy, Stack, Tags, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Need } from '../../functions/src/lib/http/route-entry';
import { acknowledgeWildcardResources } from './nag-acknowledge';
import { repoRoot } from './repo-root';
import { handlerFunctionDefaults } from './handler-bundling';
import { bindNeed, type NeedProviders } from './route-needs';

/** The tag naming a consumer's handler file (relative to `functions/src/`), as `aso:handler` names a route's: the bundle audit finds them by it. */
export const consumerTagKey = 'aso:consumer';

export interface ConsumerFunctionProps {
  /** Handler module, relative to `functions/src/`. */
  readonly handler: string;
  /** What it is, in error messages and role names: `the webhook consumer`. */
  readonly label: string;
  readonly description: string;
  readonly roleDescription: string;
  /** Turned into its environment and least-privilege grants as a route's needs are (`route-needs.ts`). */
  readonly needs: readonly Need[];
  readonly providers: NeedProviders;
  readonly timeout: Duration;
  /** `POWERTOOLS_SERVICE_NAME`: `pay` unless told. */
  readonly service?: 'pay' | 'shop';
  /** MB; the handlers' 512 unless told. */
  readonly memorySize?: number;
  /** Merged over the handlers' bundling (`handler-bundling.ts`). */
  readonly bundling?: BundlingOptions;
}

/**
 * A Lambda that managed parts invoke rather than a route (Pay's webhook consumer and transfer confirmer, the
 * Shop's image variants and mail outbox): bundled like the route handlers, with a role of its own built from its declared needs and a
 * log group kept three months.
 */
export function consumerFunction(scope: Construct, props: ConsumerFunctionProps): { handler: NodejsFunction; role: Role } {
  const root = repoRoot();
  const stackName = Stack.of(scope).stackName;
  const role = new Role(scope, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.roleDescription });
  // No `--enable-source-maps`, as for the route handlers: the map ships beside the bundle for reading a logged stack.
  const environment: Record<string, string> = { POWERTOOLS_SERVICE_NAME: props.service ?? 'pay' };
  for (const need of props.needs) {
    const binding = bindNeed(need, props.providers, props.label, stackName);
    Object.assign(environment, binding.environment);
    for (const statement of binding.statements) {
      role.addToPrincipalPolicy(statement);
      if (binding.wildcardReason !== undefined) acknowledgeWildcardResources(role, statement.resources, binding.wildcardReason);
    }
  }

  const logGroup = new LogGroup(scope, 'Logs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.RETAIN });
  logGroup.grantWrite(role);

  const defaults = handlerFunctionDefaults(root);
  const fn = new NodejsFunction(scope, 'Handler', {
    ...defaults,
    ...(props.memorySize === undefined ? {} : { memorySize: props.memorySize }),
    bundling: { ...defaults.bundling, ...props.bundling },
    entry: join(root, 'functions', 'src', props.handler),
    description: props.description,
    timeout: props.timeout,
    role,
    logGroup,
    environment,
  });
  Tags.of(fn).add(consumerTagKey, props.handler);
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'ARCHITECTURE §2 pins Node 22 for handlers, matching the local stack and the esbuild target; moving to a newer runtime is a deliberate, tested change.',
  });
  return { handler: fn, role };
}
