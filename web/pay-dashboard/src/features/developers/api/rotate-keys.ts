import { staffCall } from '../../../lib/staff-api';
import type { KeyMode } from './get-keys';

/** `POST /dashboard/api/keys/rotate` (owners): a new pair for one mode; its old secret key is refused from now on, the other pair keeps working. */
export async function rotateKeys(password: string, mode: KeyMode): Promise<{ publicKey: string; secretKey: string }> {
  return (await staffCall<{ publicKey: string; secretKey: string }>('POST', '/keys/rotate', { body: { password, mode } })).data;
}
