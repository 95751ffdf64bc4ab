import { Match } from 'aws-cdk-lib/assertions';
import { PayStack } from '../pay-stack';
import { routeHandlers, testApp, withNestedStacks } from '../template-helpers';

const app = testApp();
const pay = withNestedStacks(new PayStack(app, 'AsoPay', { popupAssets: null, dashboardAssets: null }));

function consumerLogicalId(): string {
  const [logicalId] = Object.keys(pay.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('webhooks') } }));
  if (!logicalId) throw new Error('No webhook consumer function');
  return logicalId;
}

function queueLogicalId(): string {
  const [logicalId] = Object.keys(pay.findResources('AWS::SQS::Queue'));
  if (!logicalId) throw new Error('No dead-letter queue');
  return logicalId;
}

describe('Pay webhook delivery in AWS', () => {
  test('It should give the table a stream of new images', () => {
    pay.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });

  test('It should wake the consumer only for new webhook events, with retries and a dead-letter queue', () => {
    // The table stream wakes this consumer once (the refund processor has its own filtered mapping; the
    // transfer confirmer reads the stream through a pipe).
    const mapping = pay.findResources('AWS::Lambda::EventSourceMapping', { Properties: { StartingPosition: 'LATEST', FunctionName: { Ref: consumerLogicalId() } } });
    expect(Object.keys(mapping)).toHaveLength(1);
    const props = Object.values(mapping)[0]?.Properties;
    expect(props).toMatchObject({
      FunctionName: { Ref: consumerLogicalId() },
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 2,
      BisectBatchOnFunctionError: true,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueLogicalId(), 'Arn'] } } },
    });
    expect(JSON.parse(props.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { __edb_e__: { S: ['webhookEvent'] } } },
    });
  });

  test('It should sweep for due retries every minute, failed invocations to the same dead-letter queue', () => {
    pay.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [consumerLogicalId(), 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueLogicalId(), 'Arn'] } },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
        }),
      ],
    });
  });

  test('It should keep the dead-letter queue encrypted, TLS-only and for 14 days', () => {
    pay.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 });
    pay.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  test('It should run the consumer on Node 22 arm64 with the table and the master key, outlasting a full sweep', () => {
    const fn = pay.toJSON().Resources[consumerLogicalId()].Properties;
    expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 120 });
    expect(Object.keys(fn.Environment.Variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'PAY_MASTER_KEY_ARN']));
    // It is not a route handler: the route-table checks count only tagged functions.
    expect(routeHandlers(pay).has(consumerLogicalId())).toBe(false);
  });

  test('It should let the consumer read the master key, and nothing else from Secrets Manager', () => {
    const [secretId] = Object.keys(pay.findResources('AWS::SecretsManager::Secret'));
    const policies = Object.values(pay.findResources('AWS::IAM::Policy')).map((policy) => JSON.stringify(policy.Properties));
    const consumerPolicy = policies.find((policy) => policy.includes('dynamodb:GetRecords'));
    expect(consumerPolicy).toContain(`"Action":"secretsmanager:GetSecretValue","Effect":"Allow","Resource":{"Ref":"${secretId}"}`);
    expect(consumerPolicy).not.toContain('dynamodb:Scan');
    expect(consumerPolicy).not.toMatch(/"dynamodb:\*"|"secretsmanager:\*"/);
  });

  test('It should output the master key ARN for creating merchants, and the dead-letter queue', () => {
    pay.hasOutput('PayMasterKeyArn', {});
    pay.hasOutput('WebhookDeadLetterQueueUrl', {});
  });
});
