import { randomUUID } from 'node:crypto';
import { AdminCreateUserCommand, AdminInitiateAuthCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { StaffRole } from '../../functions/src/lib/http/route-entry';
import { cognitoClient } from '../../infra/local/cognito-local';
import { merchantService } from '../api/pay-helpers';
import { strongPassword } from './accounts';
import { testStack } from './stack';

/** A member of a merchant's dashboard team, signed in: their staff pool access token. */
export interface StaffSession {
  staffId: string;
  email: string;
  role: StaffRole;
  accessToken: string;
}

/**
 * Test set-up only: a staff pool user with a role at `merchantId`, made straight in the stack's staff pool and
 * Pay's table (what sign-up or an accepted invitation would have made), signed in with ADMIN_USER_PASSWORD_AUTH.
 * An owner comes with two-factor sign-in marked on, so the staff routes let them in.
 */
export async function staffSession(merchantId: string, role: StaffRole): Promise<StaffSession> {
  const stack = testStack();
  const email = `staff-${role}-${randomUUID().slice(0, 8)}@example.com`;
  const client = cognitoClient(stack.endpoints.cognito);
  try {
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: stack.staffPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    const staffId = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (!staffId) throw new Error(`The staff pool gave ${email} no sub`);
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: stack.staffPoolId, Username: email, Password: strongPassword, Permanent: true }));
    await merchantService();
    const { Staff } = await import('../../functions/src/pay/db/staff');
    await Staff.create({ staffId, merchantId, email, role, createdAt: new Date().toISOString(), ...(role === 'owner' ? { totpStatus: 'enabled' as const } : {}) }).go();
    const signedIn = await client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: stack.staffPoolId,
        ClientId: stack.staffPoolClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: strongPassword },
      }),
    );
    const accessToken = signedIn.AuthenticationResult?.AccessToken;
    if (!accessToken) throw new Error(`No staff access token for ${email}`);
    return { staffId, email, role, accessToken };
  } finally {
    client.destroy();
  }
}
