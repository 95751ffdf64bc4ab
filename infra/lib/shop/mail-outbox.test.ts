import { Match, Template } from 'aws-cdk-lib/assertions';
import { routes as shopRoutes } from '../../../functions/src/shop/routes';
import { ShopStack } from '../shop-stack';
import { testApp } from '../template-helpers';

/** A small Shop (no routes, no SPA upload): the mail outbox consumer lives in the stack itself. */
const shop = Template.fromStack(new ShopStack(testApp(), 'Shop', { payOrigin: 'https://pay.example', routes: [], spaAssets: null }));

function logicalId(type: string, properties: Record<string, unknown>): string {
  const [id, ...others] = Object.keys(shop.findResources(type, { Properties: properties }));
  expect(others).toEqual([]);
  if (!id) throw new Error(`No ${type} matches`);
  return id;
}

const consumerId = logicalId('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('order e-mails queued') });
const queueId = logicalId('AWS::SQS::Queue', {});

describe('The Shop mail outbox in AWS', () => {
  test('It should give the Shop table a stream of new images', () => {
    shop.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });

  test('It should wake the consumer only for newly queued mails, with retries and a dead-letter queue', () => {
    const mappings = shop.findResources('AWS::Lambda::EventSourceMapping', { Properties: { FunctionName: { Ref: consumerId } } });
    const [mapping, ...others] = Object.values(mappings);
    expect(others).toEqual([]);
    expect(mapping?.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 2,
      BisectBatchOnFunctionError: true,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(JSON.parse(mapping?.Properties.FilterCriteria.Filters[0].Pattern)).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['outboxMail'] } } } });
  });

  test('It should sweep every minute for retries that came due, failed invocations to the same dead-letter queue', () => {
    shop.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [consumerId, 'Arn'] }, DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } } })],
    });
  });

  test('It should let the consumer send only from the Shop sender, and give it the sender and the table', () => {
    shop.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('order e-mails queued'),
      Environment: { Variables: Match.objectLike({ MAIL_FROM: { Ref: 'SenderEmail' }, TABLE_NAME: Match.anyValue(), POWERTOOLS_SERVICE_NAME: 'shop' }) },
    });
    shop.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: ['ses:SendEmail', 'ses:SendRawEmail'], Condition: { StringEquals: { 'ses:FromAddress': { Ref: 'SenderEmail' } } } })]),
      },
    });
  });

  test('It should leave SES to the consumer: no order route may send mail itself', () => {
    const orderRoutes = shopRoutes.filter((route) => route.handler.startsWith('shop/order/'));
    expect(orderRoutes.length).toBeGreaterThan(10);
    expect(orderRoutes.filter((route) => (route.needs as readonly string[]).includes('mail:send')).map((route) => route.path)).toEqual([]);
  });
});
