import { NestedStack, Stack, Validations, type PolicyViolation } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { addAsoStacks } from './aso-app';
import { fakeBuild, testApp } from './template-helpers';

/** Every acknowledgement recorded under `scope`: rule id, reason and where it was made. */
function acknowledgements(scope: IConstruct): { id: string; reason: unknown; path: string }[] {
  return scope.node
    .findAll()
    .flatMap((node) =>
      node.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({ id, reason, path: node.node.path }))),
    );
}

function describeViolations(violations: PolicyViolation[]): string[] {
  return violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
}

// Both shapes of the app: a fresh clone (no builds to upload) and a built tree (BucketDeployment helpers).
const fresh = testApp();
addAsoStacks(fresh, { shop: { spaAssets: null }, pay: { popupAssets: null, dashboardAssets: null } });
const built = testApp();
addAsoStacks(built, {
  shop: { spaAssets: fakeBuild({ 'index.html': '<!doctype html>' }) },
  pay: { popupAssets: fakeBuild({ 'inline.js': '', 'checkout/index.html': '<!doctype html>' }), dashboardAssets: fakeBuild({ 'index.html': '<!doctype html>' }) },
});

describe.each([
  ['fresh clone', fresh],
  ['built web, pop-up and dashboard', built],
])('cdk-nag AwsSolutions on the app (%s)', (_name, app) => {
  const report = new AwsSolutionsChecks().validateScope(app);

  test('It should report no unacknowledged errors', () => {
    expect(describeViolations(report.violations.filter((v) => v.severity === 'error'))).toEqual([]);
  });

  test('It should report no unacknowledged warnings either, so every synth stays quiet', () => {
    expect(describeViolations(report.violations)).toEqual([]);
  });

  test('It should give every acknowledgement a real reason', () => {
    const acks = acknowledgements(app);
    expect(acks.map((a) => a.id)).toEqual(expect.arrayContaining([expect.stringContaining('AwsSolutions-L1')]));
    for (const ack of acks) {
      expect({ ...ack, reason: typeof ack.reason === 'string' ? ack.reason.trim().length >= 30 : ack.reason }).toEqual({ ...ack, reason: true });
    }
  });
});

describe('cdk-nag AwsSolutions (the check itself)', () => {
  test('It should report a finding that nobody acknowledged', () => {
    const app = testApp();
    new Bucket(new Stack(app, 'Careless'), 'Open');
    const rules = new AwsSolutionsChecks().validateScope(app).violations.map((v) => v.ruleName);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });

  test('It should reach into nested stacks, where the route handlers live', () => {
    const app = testApp();
    new Bucket(new NestedStack(new Stack(app, 'Parent'), 'Routes'), 'Open');
    const findings = new AwsSolutionsChecks().validateScope(app).violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join()}`);
    expect(findings).toEqual(expect.arrayContaining(['AwsSolutions-S1 Parent/Routes/Open/Resource']));
  });
});
