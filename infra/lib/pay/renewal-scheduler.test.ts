import { Match, Template } from 'aws-cdk-lib/assertions';
import { PayStack } from '../pay-stack';
import { routeHandlers, testApp } from '../template-helpers';

const app = testApp();
const pay = Template.fromStack(new PayStack(app, 'AsoPay', { popupAssets: null, dashboardAssets: null }));
const resources = pay.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;

function sweepLogicalId(): string {
  const [logicalId] = Object.keys(pay.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('charges due subscription renewals') } }));
  if (!logicalId) throw new Error('No renewal sweep function');
  return logicalId;
}

describe('Pay subscription renewals in AWS', () => {
  test('It should run the renewal sweep every minute from an EventBridge rule, failed invocations to an encrypted dead-letter queue', () => {
    const rules = Object.values(pay.findResources('AWS::Events::Rule', { Properties: { Description: Match.stringLikeRegexp('renewals due') } }));
    expect(rules).toHaveLength(1);
    const target = (rules[0]?.Properties as { ScheduleExpression: string; Targets: { Arn: unknown; DeadLetterConfig: { Arn: { 'Fn::GetAtt': [string, string] } }; RetryPolicy: unknown }[] });
    expect(target.ScheduleExpression).toBe('rate(1 minute)');
    expect(target.Targets[0]?.Arn).toEqual({ 'Fn::GetAtt': [sweepLogicalId(), 'Arn'] });
    const queue = target.Targets[0]?.DeadLetterConfig.Arn['Fn::GetAtt'][0] ?? '';
    expect(resources[queue]).toMatchObject({ Type: 'AWS::SQS::Queue', Properties: { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 } });
    expect(target.Targets[0]?.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2 });
    pay.hasOutput('RenewalDeadLetterQueueUrl', {});
  });

  test('It should not be woken by the table stream: the schedule lives in the table, found through an index', () => {
    expect(Object.keys(pay.findResources('AWS::Lambda::EventSourceMapping', { Properties: { FunctionName: { Ref: sweepLogicalId() } } }))).toHaveLength(0);
  });

  test('It should give the sweep the table and nothing else: no scan, no secret, no wildcard actions', () => {
    const fn = resources[sweepLogicalId()]?.Properties as { Runtime: string; Environment: { Variables: Record<string, unknown> }; Role: { 'Fn::GetAtt': [string, string] } };
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(Object.keys(fn.Environment.Variables)).toContain('TABLE_NAME');
    expect(Object.keys(fn.Environment.Variables)).not.toContain('PAY_MASTER_KEY_ARN');
    expect(routeHandlers(pay).has(sweepLogicalId())).toBe(false);
    const role = fn.Role['Fn::GetAtt'][0];
    const policies = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties.Roles).includes(role))
      .map((policy) => JSON.stringify(policy.Properties));
    expect(policies.join()).toContain('dynamodb:UpdateItem');
    for (const policy of policies) {
      expect(policy).not.toContain('dynamodb:Scan');
      expect(policy).not.toContain('secretsmanager:');
      expect(policy).not.toMatch(/"dynamodb:\*"|"sqs:\*"/);
    }
  });
});
