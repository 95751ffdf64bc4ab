import { staffCall } from '../../../lib/staff-api';
import type { KeyMode } from './get-keys';

/** `POST /dashboard/api/keys/reveal`: one pair's secret key, for the staff member's password. */
export async function revealSecretKey(password: string, mode: KeyMode): Promise<string> {
  return (await staffCall<{ secretKey: string }>('POST', '/keys/reveal', { body: { password, mode } })).data.secretKey;
}
