import { Match } from 'aws-cdk-lib/assertions';
import { PayStack } from '../pay-stack';
import { routeHandlers, testApp, withNestedStacks } from '../template-helpers';

const app = testApp();
const pay = withNestedStacks(new PayStack(app, 'AsoPay', { popupAssets: null, dashboardAssets: null }));
const resources = pay.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;

function processorLogicalId(): string {
  const [logicalId] = Object.keys(pay.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('gives refunds back') } }));
  if (!logicalId) throw new Error('No refund processor function');
  return logicalId;
}

function deadLetterQueueId(): string {
  const mapping = Object.values(pay.findResources('AWS::Lambda::EventSourceMapping', { Properties: { FunctionName: { Ref: processorLogicalId() } } }))[0];
  const arn = (mapping?.Properties as { DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [string, string] } } } }).DestinationConfig.OnFailure.Destination;
  return arn['Fn::GetAtt'][0];
}

describe('Pay refund processing in AWS', () => {
  test('It should wake the processor from the table stream for new refunds only, with retries and a dead-letter queue', () => {
    const mappings = pay.findResources('AWS::Lambda::EventSourceMapping', { Properties: { FunctionName: { Ref: processorLogicalId() } } });
    expect(Object.keys(mappings)).toHaveLength(1);
    const props = Object.values(mappings)[0]?.Properties;
    expect(props).toMatchObject({ StartingPosition: 'LATEST', MaximumRetryAttempts: 2, BisectBatchOnFunctionError: true });
    expect(JSON.parse(props.FilterCriteria.Filters[0].Pattern)).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['refund'] } } } });
    expect(resources[deadLetterQueueId()]).toMatchObject({ Type: 'AWS::SQS::Queue', Properties: { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 } });
  });

  test('It should sweep every minute for refunds the stream missed, failed invocations to the same dead-letter queue', () => {
    pay.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [processorLogicalId(), 'Arn'] }, DeadLetterConfig: { Arn: { 'Fn::GetAtt': [deadLetterQueueId(), 'Arn'] } } })],
    });
    pay.hasOutput('RefundDeadLetterQueueUrl', {});
  });

  test('It should give the processor the table and nothing else: no scan, no secret, no wildcard actions', () => {
    const fn = resources[processorLogicalId()]?.Properties as { Runtime: string; Environment: { Variables: Record<string, unknown> }; Role: { 'Fn::GetAtt': [string, string] } };
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(Object.keys(fn.Environment.Variables)).toContain('TABLE_NAME');
    expect(Object.keys(fn.Environment.Variables)).not.toContain('PAY_MASTER_KEY_ARN');
    expect(routeHandlers(pay).has(processorLogicalId())).toBe(false);
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
