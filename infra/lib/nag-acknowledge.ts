import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export type CfnValue = string | number | boolean | null | undefined | CfnValue[] | { [key: string]: CfnValue };

/** Flattens a resolved CloudFormation value the way cdk-nag names IAM5 findings (`<Logical.Arn>/index/*`). */
export function flattenCfn(value: CfnValue): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const join = value['Fn::Join'];
  if (Array.isArray(join)) {
    const [delimiter, items] = join;
    return Array.isArray(items) ? items.map(flattenCfn).join(typeof delimiter === 'string' ? delimiter : '') : '';
  }
  const getAtt = value['Fn::GetAtt'];
  if (Array.isArray(getAtt)) return `<${flattenCfn(getAtt[0])}.${flattenCfn(getAtt[1])}>`;
  if ('Fn::Sub' in value) return flattenCfn(value['Fn::Sub']);
  if ('Fn::ImportValue' in value) return flattenCfn(value['Fn::ImportValue']);
  if ('Ref' in value) return `<${flattenCfn(value.Ref)}>`;
  return JSON.stringify(value);
}

/**
 * Acknowledges cdk-nag's AwsSolutions-IAM5 for the wildcard resources among `resources` only (finding-level
 * ids), so a new, unintended wildcard on the same principal is still reported. Resources are resolved
 * first: a token such as `Fn.join(…, 'identity/*')` only shows its wildcard once resolved.
 */
export function acknowledgeWildcardResources(scope: IConstruct, resources: readonly unknown[], reason: string): void {
  for (const resource of resources) {
    const flat = flattenCfn(Stack.of(scope).resolve(resource) as CfnValue);
    if (flat.includes('*')) Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${flat}]`, reason });
  }
}
