import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../infra/local/cognito-local';
import { testStack } from './stack';

/**
 * An access token straight from the stack's user pool (ADMIN_USER_PASSWORD_AUTH), for tests that need a
 * signed-in caller without going through the sign-in API. Defaults to the seeded demo customer.
 */
export async function accessTokenFor(account: 'customer' | 'admin' | { email: string; password: string } = 'customer'): Promise<string> {
  const stack = testStack();
  const { email, password } = typeof account === 'string' ? stack.accounts[account] : account;
  const client = cognitoClient(stack.endpoints.cognito);
  try {
    const result = await client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: stack.userPoolId,
        ClientId: stack.userPoolClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = result.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`No access token for ${email}`);
    return token;
  } finally {
    client.destroy();
  }
}
