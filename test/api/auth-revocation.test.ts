import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../infra/local/cognito-local';
import { api } from '../support/api-client';
import { registerCustomer } from '../support/accounts';
import { testStack } from '../support/stack';

/** The refresh token itself, from the `aso_refresh=<token>` pair a test holds. */
function refreshTokenOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
}

/** Trades a refresh token for tokens straight at the user pool, as someone holding a stolen one could. */
async function refreshAtPool(refreshToken: string): Promise<'accepted' | string> {
  const stack = testStack();
  const client = cognitoClient(stack.endpoints.cognito);
  try {
    const answer = await client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: stack.userPoolId,
        ClientId: stack.userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return answer.AuthenticationResult?.AccessToken ? 'accepted' : 'no tokens';
  } catch (error) {
    return error instanceof Error ? error.name : 'error';
  } finally {
    client.destroy();
  }
}

/**
 * Sessions end at the identity provider, not only in the Shop's records: a refresh token the Shop let go is
 * refused by Cognito itself. (Global sign-out, which ends the other devices' tokens, is missing from the local
 * user pool: `functions/src/shop/shared/pool-sessions.test.ts` proves that call instead.)
 */
describe('refresh tokens revoked at the user pool', () => {
  test('It should revoke the refresh token at Cognito on logout', async () => {
    const customer = await registerCustomer('revoke-logout');
    const token = refreshTokenOf(customer.refreshCookie);
    expect(await refreshAtPool(token)).toBe('accepted');
    expect((await api('/auth/logout', { method: 'POST', cookies: [customer.refreshCookie] })).status).toBe(200);
    expect(await refreshAtPool(token)).toBe('NotAuthorizedException');
  });

  test('It should revoke this device\'s refresh token at Cognito on "sign out everywhere"', async () => {
    const customer = await registerCustomer('revoke-everywhere');
    const token = refreshTokenOf(customer.refreshCookie);
    const answer = await api('/auth/logout-everywhere', { method: 'POST', token: customer.token, cookies: [customer.refreshCookie] });
    expect(answer.status).toBe(200);
    expect(await refreshAtPool(token)).toBe('NotAuthorizedException');
    expect((await api('/auth/refresh', { method: 'POST', cookies: [customer.refreshCookie] })).status).toBe(401);
  });

  test('It should revoke this device\'s old refresh token at Cognito on a password change, and hand it a new one', async () => {
    const customer = await registerCustomer('revoke-change');
    const token = refreshTokenOf(customer.refreshCookie);
    const changed = await api('/auth/change-password', {
      token: customer.token,
      cookies: [customer.refreshCookie],
      body: { oldPassword: customer.password, newPassword: 'Adire-Blue-79' },
    });
    expect(changed.status).toBe(200);
    expect(await refreshAtPool(token)).toBe('NotAuthorizedException');
    const renewed = changed.setCookies.find((cookie) => cookie.startsWith('aso_refresh=')) ?? '';
    expect(await refreshAtPool(refreshTokenOf(renewed.split(';')[0] ?? ''))).toBe('accepted');
  });
});
