import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/keys/reveal`: the secret key, for the staff member's password. */
export async function revealSecretKey(password: string): Promise<string> {
  return (await staffCall<{ secretKey: string }>('POST', '/keys/reveal', { body: { password } })).data.secretKey;
}
