import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { VALIDATE_AGAINST_DEFAULT_RULES } from 'aws-cdk-lib/cx-api';
import { handlerTagKey } from './route-api';

/** Test helpers for the CDK stacks: reading the synthesised template back in route-table terms. */

/**
 * An app that never bundles: tests check wiring, not esbuild output, and must stay fast. It skips CDK's built-in
 * CloudFormation validation (most of a synth's time: 4.7 s of Pay's 6.3 s) unless `validate` is `'strict'`: then the
 * validation runs with its findings as errors, as `cdk.json` has it (`cfn-validation.test.ts` does so on the whole app).
 */
export function testApp(options: { context?: Record<string, unknown>; validate?: 'strict' } = {}): App {
  const strict = options.validate === 'strict';
  return new App({
    context: { 'aws:cdk:bundling-stacks': [], ...(strict ? { [VALIDATE_AGAINST_DEFAULT_RULES]: true } : {}), ...options.context },
    builtinCloudFormationValidation: strict,
  });
}

/** The nested stacks whose parent is `stack` (not their own nested stacks). */
export function nestedStacksOf(stack: Stack): NestedStack[] {
  return stack.node.findAll().filter((node): node is NestedStack => NestedStack.isNestedStack(node) && node.nestedStackParent === stack);
}

/** `value` with every `{ Ref: <parameter> }` among `passed` replaced by the value the parent passes for it. */
function substituteParameters(value: unknown, passed: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => substituteParameters(item, passed));
  if (typeof value !== 'object' || value === null) return value;
  const ref = refOf(value);
  if (ref !== undefined && Object.keys(value).length === 1 && Object.hasOwn(passed, ref)) return passed[ref];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substituteParameters(item, passed)]));
}

/**
 * The template of `stack` with its nested stacks' resources inlined (recursively) in place of their
 * `AWS::CloudFormation::Stack` resources, each nested parameter replaced by what the parent passes for it:
 * the stack as if it were one template, so an assertion that follows a function to its role, table or secret
 * reads the same whichever stack the function landed in. Logical ids must not collide (they would throw).
 */
export function withNestedStacks(stack: Stack): Template {
  const template = Template.fromStack(stack).toJSON() as { Resources: ResourceMap } & Record<string, unknown>;
  const merged: ResourceMap = { ...template.Resources };
  for (const nested of nestedStacksOf(stack)) {
    const resource = nested.nestedStackResource;
    if (!resource) throw new Error(`${nested.node.path} has no stack resource`);
    const resourceId = stack.getLogicalId(resource);
    const passed = (merged[resourceId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    delete merged[resourceId];
    for (const [logicalId, child] of Object.entries(withNestedStacks(nested).toJSON().Resources as ResourceMap)) {
      if (Object.hasOwn(merged, logicalId)) throw new Error(`${nested.node.path}: logical id ${logicalId} is also in ${stack.node.path}`);
      merged[logicalId] = substituteParameters(child, passed) as CfnResourceJson;
    }
  }
  return Template.fromJSON({ ...template, Resources: merged });
}

interface CfnResourceJson {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

type ResourceMap = Record<string, CfnResourceJson>;

function resources(template: Template, type: string): ResourceMap {
  return template.findResources(type) as ResourceMap;
}

/** Route-handler Lambdas (carrying our handler tag) by logical id; CDK's helper functions have no such tag. */
export function routeHandlers(template: Template): Map<string, string> {
  const handlers = new Map<string, string>();
  for (const [logicalId, fn] of Object.entries(resources(template, 'AWS::Lambda::Function'))) {
    const tags = (fn.Properties?.Tags ?? []) as { Key: string; Value: string }[];
    const tag = tags.find((t) => t.Key === handlerTagKey);
    if (tag) handlers.set(logicalId, tag.Value);
  }
  return handlers;
}

export interface SynthesisedRoute {
  readonly routeKey: string;
  readonly authorizationType: string;
  readonly authorizerId: unknown;
  /** The handler file of the Lambda this route invokes (via its integration). */
  readonly handler: string | undefined;
}

function refOf(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && 'Ref' in value && typeof value.Ref === 'string') return value.Ref;
  return undefined;
}

/** Every HTTP API route in the template, followed through its integration to the handler it calls. */
export function synthesisedRoutes(template: Template): SynthesisedRoute[] {
  const handlers = routeHandlers(template);
  const integrations = resources(template, 'AWS::ApiGatewayV2::Integration');
  return Object.values(resources(template, 'AWS::ApiGatewayV2::Route')).map((route) => {
    const props = route.Properties ?? {};
    const target = props.Target as { 'Fn::Join': [string, unknown[]] } | undefined;
    const integrationId = refOf(target?.['Fn::Join'][1][1]);
    const uri = integrationId ? (integrations[integrationId]?.Properties?.IntegrationUri as { 'Fn::GetAtt'?: [string, string] } | undefined) : undefined;
    const functionId = uri?.['Fn::GetAtt']?.[0];
    return {
      routeKey: String(props.RouteKey),
      authorizationType: String(props.AuthorizationType ?? 'NONE'),
      authorizerId: props.AuthorizerId,
      handler: functionId ? handlers.get(functionId) : undefined,
    };
  });
}

/** The one DynamoDB table of a product's stack, as CloudFormation properties. */
export function onlyTable(template: Template): CfnResourceJson {
  const tables = Object.values(resources(template, 'AWS::DynamoDB::Table'));
  if (tables.length !== 1 || !tables[0]) throw new Error(`expected one table, found ${tables.length}`);
  return tables[0];
}

/** A throwaway folder standing in for a build output (`web/dist`, `popup/dist`). */
export function fakeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'aso-infra-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}
