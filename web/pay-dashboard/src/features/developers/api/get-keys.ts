import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';

export type KeyMode = 'test' | 'live';

/** One key pair as the dashboard shows it: the public key and only the secret key's last four characters. */
export interface KeyPairView {
  publicKey: string;
  secretKeyLast4: string;
}

export interface Keys {
  mode: KeyMode;
  test: KeyPairView;
  live: KeyPairView;
  /** Whether this deployment has a live acquirer; none yet, so payments with the live keys are refused. */
  liveEnabled: boolean;
}

export const keysKey = 'dashboard:keys';

/** `GET /dashboard/api/keys`: both key pairs, test and live. */
export async function getKeys(): Promise<Keys> {
  return (await staffCall<Keys>('GET', '/keys')).data;
}

export function useKeys() {
  return useQuery(keysKey, getKeys);
}
