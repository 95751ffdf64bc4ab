import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/keys/rotate` (owners): new keys; the old secret key is refused from now on. */
export async function rotateKeys(password: string): Promise<{ publicKey: string; secretKey: string }> {
  return (await staffCall<{ publicKey: string; secretKey: string }>('POST', '/keys/rotate', { body: { password } })).data;
}
