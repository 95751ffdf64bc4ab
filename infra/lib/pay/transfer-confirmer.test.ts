import { Match } from 'aws-cdk-lib/assertions';
import { testTransferDelayMs } from '../../../functions/src/pay/processor/test-processor';
import { PayStack } from '../pay-stack';
import { routeHandlers, testApp, withNestedStacks } from '../template-helpers';

const app = testApp();
const pay = withNestedStacks(new PayStack(app, 'AsoPay', { popupAssets: null, dashboardAssets: null }));
const resources = pay.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;

function logicalId(type: string, description: RegExp): string {
  const found = Object.entries(resources).find(
    ([, resource]) => resource.Type === type && typeof resource.Properties.Description === 'string' && description.test(resource.Properties.Description),
  );
  if (!found) throw new Error(`No ${type} described as ${description}`);
  return found[0];
}

function delayQueueId(): string {
  const found = Object.entries(resources).find(([, resource]) => resource.Type === 'AWS::SQS::Queue' && resource.Properties.DelaySeconds !== undefined);
  if (!found) throw new Error('No delay queue');
  return found[0];
}

describe('Pay transfer confirmation in AWS', () => {
  test('It should pipe only new transfer waits from the table stream onto the delay queue', () => {
    const pipe = Object.values(resources).find((resource) => resource.Type === 'AWS::Pipes::Pipe')?.Properties;
    expect(pipe).toMatchObject({ Target: { 'Fn::GetAtt': [delayQueueId(), 'Arn'] } });
    const filters = (pipe?.SourceParameters as { FilterCriteria: { Filters: Array<{ Pattern: string }> } }).FilterCriteria.Filters;
    expect(JSON.parse(filters[0]?.Pattern ?? '{}')).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['transferConfirmation'] } } } });
  });

  test('It should delay each wait by the documented test delay, with a dead-letter queue', () => {
    const queue = resources[delayQueueId()]?.Properties;
    expect(queue).toMatchObject({ DelaySeconds: testTransferDelayMs / 1000, SqsManagedSseEnabled: true, RedrivePolicy: { maxReceiveCount: 5 } });
    expect(Number(queue?.DelaySeconds)).toBeLessThanOrEqual(900);
  });

  test('It should hand the queue to the consumer with partial batch failures, and sweep every minute', () => {
    const consumer = logicalId('AWS::Lambda::Function', /reported bank transfers/);
    pay.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: consumer },
      EventSourceArn: { 'Fn::GetAtt': [delayQueueId(), 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    pay.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [consumer, 'Arn'] } })],
    });
    expect(routeHandlers(pay).has(consumer)).toBe(false);
  });

  test('It should give the consumer the table and nothing else: no scan, no secret, no wildcard actions', () => {
    const consumer = logicalId('AWS::Lambda::Function', /reported bank transfers/);
    const fn = resources[consumer]?.Properties as { Environment: { Variables: Record<string, unknown> }; Role: { 'Fn::GetAtt': [string, string] } };
    expect(Object.keys(fn.Environment.Variables)).toContain('TABLE_NAME');
    expect(Object.keys(fn.Environment.Variables)).not.toContain('PAY_MASTER_KEY_ARN');
    const role = fn.Role['Fn::GetAtt'][0];
    const policies = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties.Roles).includes(role))
      .map((policy) => JSON.stringify(policy.Properties));
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(policy).not.toContain('dynamodb:Scan');
      expect(policy).not.toContain('secretsmanager:');
      expect(policy).not.toMatch(/"dynamodb:\*"|"sqs:\*"/);
    }
  });
});
