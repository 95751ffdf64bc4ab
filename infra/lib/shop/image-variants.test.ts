import { Template } from 'aws-cdk-lib/assertions';
import { variantEventFilters } from '../../../functions/src/shop/shared/image-variants-contract';
import { ShopStack } from '../shop-stack';
import { testApp } from '../template-helpers';

/** A small Shop (no routes, no SPA upload): the variants function lives in the stack itself. */
const shop = Template.fromStack(new ShopStack(testApp(), 'Shop', { payOrigin: 'https://pay.example', routes: [], spaAssets: null }));

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
const resources = shop.toJSON().Resources as Resources;

function only(type: string, match: (properties: Record<string, unknown>) => boolean): [string, Record<string, unknown>] {
  const found = Object.entries(resources).filter(([, resource]) => resource.Type === type && match(resource.Properties));
  expect(found).toHaveLength(1);
  const [id, resource] = found[0] ?? ['', { Properties: {} }];
  return [id, resource.Properties];
}

const [functionId, fn] = only('AWS::Lambda::Function', (p) => p.Description === 'shop: AVIF and WebP variants of each uploaded photo');
const [bucketId] = only('AWS::S3::Bucket', (p) => JSON.stringify(p.CorsConfiguration ?? null).includes('POST'));

describe('Image variants in AWS', () => {
  test('It should run the variants function on each new product photo, category cover and avatar of the images bucket, and on nothing else', () => {
    // Spelled out, not derived: a prefix dropped from (or added to) the shared description must fail here.
    const uploads = ['products/', 'categories/', 'avatars/'].flatMap((prefix) => ['jpg', 'png', 'webp', 'gif'].map((extension) => [prefix, `.${extension}`] as const));
    shop.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: bucketId },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: uploads.map(([prefix, suffix]) => ({
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'suffix', Value: suffix }, { Name: 'prefix', Value: prefix }] } },
          LambdaFunctionArn: { 'Fn::GetAtt': [functionId, 'Arn'] },
        })),
      },
    });
    expect(variantEventFilters().map(({ prefix, suffix }) => [prefix, suffix])).toEqual(uploads);
    shop.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
      Principal: 's3.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [bucketId, 'Arn'] },
    });
  });

  test('It should give the function arm64, room to encode, the bucket name and only object read/write on that bucket', () => {
    expect(fn).toMatchObject({ Architectures: ['arm64'], MemorySize: 1536, Timeout: 60, Runtime: 'nodejs22.x' });
    expect(fn.Environment).toMatchObject({ Variables: { IMAGES_BUCKET: { Ref: bucketId }, POWERTOOLS_SERVICE_NAME: 'shop' } });
    const roleId = (fn.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
    );
    const actions = policies.flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap((s) => s.Action));
    expect(new Set(actions)).toEqual(new Set(['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 'logs:CreateLogStream', 'logs:PutLogEvents']));
  });
});
