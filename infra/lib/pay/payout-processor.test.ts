import { Match, Template } from 'aws-cdk-lib/assertions';
import { PayStack } from '../pay-stack';
import { routeHandlers, testApp } from '../template-helpers';

const app = testApp();
const pay = Template.fromStack(new PayStack(app, 'AsoPay', { popupAssets: null, dashboardAssets: null }));

function processorLogicalId(): string {
  const [logicalId] = Object.keys(pay.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('sends merchants transfers') } }));
  if (!logicalId) throw new Error('No payout processor function');
  return logicalId;
}

describe('Pay payout processing in AWS', () => {
  test('It should wake the payout processor from the table stream for queued transfers only, never for ones waiting for their OTP', () => {
    const mappings = pay.findResources('AWS::Lambda::EventSourceMapping', { Properties: { FunctionName: { Ref: processorLogicalId() } } });
    expect(Object.keys(mappings)).toHaveLength(1);
    const props = Object.values(mappings)[0]?.Properties;
    expect(props).toMatchObject({ StartingPosition: 'LATEST', MaximumRetryAttempts: 2, BisectBatchOnFunctionError: true });
    expect(JSON.parse(props.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT', 'MODIFY'],
      dynamodb: { NewImage: { __edb_e__: { S: ['transfer'] }, status: { S: ['pending'] } } },
    });
    expect(routeHandlers(pay).has(processorLogicalId())).toBe(false);
  });

  test('It should sweep every minute for transfers the stream missed, with a dead-letter queue', () => {
    pay.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [processorLogicalId(), 'Arn'] } })],
    });
    pay.hasOutput('PayoutDeadLetterQueueUrl', {});
  });
});
