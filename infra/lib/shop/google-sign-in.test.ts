import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes as shopRoutes } from '../../../functions/src/shop/routes';
import { ShopStack } from '../shop-stack';
import { testApp } from '../template-helpers';
import { googleCallbackPath } from './identity';

/**
 * Synthesises a small Shop (a few routes, no SPA upload) with the given context. CDK's built-in CloudFormation
 * validation runs with its findings as errors (as in `cfn-validation.test.ts`), so the sign-in resources only these
 * contexts add are checked too.
 */
const apps: App[] = [];

function shopWith(context: Record<string, string>): Template {
  const app = testApp({ context, validate: 'strict' });
  apps.push(app);
  const stack = new ShopStack(app, 'Shop', {
    payOrigin: 'https://pay.example',
    routes: shopRoutes.filter((route) => route.path.startsWith('/auth/')).slice(0, 3),
    spaAssets: null,
  });
  return Template.fromStack(stack);
}

const secretName = 'aso/google-client-secret';
const withGoogle = shopWith({ googleClientId: 'google-client.apps.googleusercontent.com', googleClientSecret: secretName, authDomainPrefix: 'aso-test' });
const withoutGoogle = shopWith({});

function clientOf(template: Template): Record<string, unknown> {
  const clients = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
  expect(clients).toHaveLength(1);
  return (clients[0] as { Properties: Record<string, unknown> }).Properties;
}

describe('Sign in with Google (CDK)', () => {
  test('It should federate with Google, reading the client secret from Secrets Manager, never a literal', () => {
    withGoogle.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: 'google-client.apps.googleusercontent.com',
        client_secret: `{{resolve:secretsmanager:${secretName}:SecretString:::}}`,
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: { email: 'email', given_name: 'given_name', family_name: 'family_name' },
    });
  });

  test("It should let the app client use Google with the code flow, calling back to the SPA's callback page", () => {
    const client = clientOf(withGoogle);
    expect(client.SupportedIdentityProviders).toEqual(['COGNITO', 'Google']);
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect(client.AllowedOAuthScopes).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    const [distributionId] = Object.keys(withGoogle.findResources('AWS::CloudFront::Distribution'));
    expect(client.CallbackURLs).toEqual([{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, googleCallbackPath]] }]);
    expect(client.LogoutURLs).toEqual([{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/']] }]);
  });

  test('It should give the hosted UI a Cognito domain and let the SPA reach its token endpoint', () => {
    withGoogle.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'aso-test' });
    const policies = JSON.stringify(withGoogle.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toContain('https://aso-test.auth.');
  });

  test('It should have no federation, no domain and a Cognito-only client without the context', () => {
    withoutGoogle.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    withoutGoogle.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    const client = clientOf(withoutGoogle);
    expect(client.SupportedIdentityProviders).toEqual(['COGNITO']);
    expect(client.AllowedOAuthFlows).toBeUndefined();
    expect(client.CallbackURLs).toBeUndefined();
    expect(JSON.stringify(withoutGoogle.toJSON())).not.toContain('amazoncognito.com');
  });

  test('It should refuse a client id without the secret reference', () => {
    expect(() => shopWith({ googleClientId: 'google-client' })).toThrow('googleClientSecret');
  });
});

describe('Sign in with Google (checks)', () => {
  test('It should add no unacknowledged cdk-nag AwsSolutions error', () => {
    const [googleApp] = apps;
    if (!googleApp) throw new Error('no app');
    const errors = new AwsSolutionsChecks().validateScope(googleApp).violations.filter((violation) => violation.severity === 'error');
    expect(errors.map((violation) => violation.ruleName)).toEqual([]);
  });

  test('It should tell the operator the redirect URI to register at Google', () => {
    withGoogle.hasOutput('GoogleRedirectUri', { Value: Match.objectLike({ 'Fn::Join': Match.anyValue() }) });
    expect(withoutGoogle.findOutputs('GoogleRedirectUri')).toEqual({});
  });
});
