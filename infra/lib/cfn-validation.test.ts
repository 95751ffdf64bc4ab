import { CfnResource, Stack } from 'aws-cdk-lib';
import { addAsoStacks } from './aso-app';
import { fakeBuild, testApp } from './template-helpers';

/**
 * CDK's built-in CloudFormation validation (resource schemas and rules), which `cdk synth` and `cdk deploy` run and
 * `testApp()` skips for speed: run here once on the whole app, with its findings counted as errors rather than the
 * warnings CDK downgrades them to by default, so a template CloudFormation would refuse fails the unit tests.
 */
describe("CDK's built-in CloudFormation validation", () => {
  test('It should find nothing wrong in either stack, built web, pop-up and dashboard included', () => {
    const app = testApp({ validate: 'strict' });
    addAsoStacks(app, {
      shop: { spaAssets: fakeBuild({ 'index.html': '<!doctype html>' }) },
      pay: { popupAssets: fakeBuild({ 'inline.js': '', 'checkout/index.html': '<!doctype html>' }), dashboardAssets: fakeBuild({ 'index.html': '<!doctype html>' }) },
    });
    expect(() => app.synth()).not.toThrow();
  });

  test('It should fail the synth on a resource CloudFormation would refuse (the check itself)', () => {
    const app = testApp({ validate: 'strict' });
    new CfnResource(new Stack(app, 'Careless'), 'Queue', { type: 'AWS::SQS::Queue', properties: { MessageRetentionPeriod: 'a fortnight', NoSuchProperty: true } });
    expect(() => app.synth()).toThrow(/NoSuchProperty|MessageRetentionPeriod/);
  });
});
