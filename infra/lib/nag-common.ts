import { Stack, Validations } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Policy, type IRole } from 'aws-cdk-lib/aws-iam';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import { acknowledgeWildcardResources, type CfnValue } from './nag-acknowledge';

/** Findings every distribution here shares, with the reason each is accepted. */
export function acknowledgeDistribution(distribution: Distribution): void {
  const v = Validations.of(distribution);
  v.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'The Shop sells to Nigeria and ships abroad, and Pay serves merchants anywhere: no country is excluded.',
  });
  v.acknowledge({
    id: 'AwsSolutions-CFR2',
    reason: 'No WAF web ACL yet (a fixed monthly cost); the APIs behind the distribution are throttled per stage and the handlers rate-limit OTP and sign-in attempts.',
  });
  v.acknowledge({
    id: 'AwsSolutions-CFR4',
    reason: 'No custom domain yet, so the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version CloudFront fixes; add a domain and ACM certificate to enforce TLSv1.2_2021.',
  });
}

interface PolicyStatementJson {
  readonly Effect?: string;
  readonly Action?: string | string[];
  readonly Resource?: CfnValue;
}

/**
 * BucketDeployment runs a CDK-provided Lambda (a stack-level singleton) during deployment only. Its
 * managed policy and wildcard grants are CDK's, not ours: each of its findings is acknowledged by id,
 * read from the policy CDK generated.
 */
export function acknowledgeDeploymentHelpers(deployment: BucketDeployment): void {
  const role: IRole = deployment.handlerRole;
  const v = Validations.of(role);
  v.acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'CDK BucketDeployment helper: the AWS managed basic execution policy only lets it write its own logs.',
  });
  const reason =
    'CDK BucketDeployment helper: it reads the CDK asset, copies every object into the destination bucket, prunes old ones and invalidates the distribution, so its grants span all keys.';
  for (const child of Stack.of(deployment).node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(child).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'CDK BucketDeployment helper: CDK pins its runtime, and it runs only while deploying.',
    });
  }
  const policy = role.node.tryFindChild('DefaultPolicy');
  if (!(policy instanceof Policy)) return;
  const document = Stack.of(role).resolve(policy.document) as { Statement?: PolicyStatementJson[] };
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    const actions = statement.Action === undefined ? [] : [statement.Action].flat();
    for (const action of actions.filter((a) => a.includes('*'))) v.acknowledge({ id: `AwsSolutions-IAM5[Action::${action}]`, reason });
    acknowledgeWildcardResources(role, Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource], reason);
  }
}

/**
 * `Bucket.addEventNotification` adds CDK's BucketNotificationsHandler (a stack-level singleton Lambda behind
 * a custom resource) that writes the bucket's notification configuration while deploying. Its role and grants
 * are CDK's: its one finding (the AWS managed logging policy) is acknowledged on that helper only.
 */
export function acknowledgeBucketNotificationsHelper(scope: Stack): void {
  for (const child of scope.node.children) {
    if (!child.node.id.startsWith('BucketNotificationsHandler')) continue;
    const role = child.node.tryFindChild('Role');
    if (role === undefined) continue;
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'CDK bucket notifications helper: the AWS managed basic execution policy only lets it write its own logs.',
    });
  }
}
