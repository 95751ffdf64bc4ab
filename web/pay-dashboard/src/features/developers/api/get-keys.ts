import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';

export interface Keys {
  mode: 'test' | 'live';
  publicKey: string;
  secretKeyLast4: string;
  /** Whether this deployment has a live acquirer; none yet, so no live keys are issued. */
  liveEnabled: boolean;
}

export const keysKey = 'dashboard:keys';

/** `GET /dashboard/api/keys`: the public key and the secret key's last four characters. */
export async function getKeys(): Promise<Keys> {
  return (await staffCall<Keys>('GET', '/keys')).data;
}

export function useKeys() {
  return useQuery(keysKey, getKeys);
}
