import { stackSecret } from '../../lib/env/stack-secret';

/**
 * The Shop's Pay secret key (`sk_…`, `secret:pay`). It authorises the Shop's calls to Pay and keys Pay's
 * webhook signatures; a stray newline pasted into the stored secret is not part of the key.
 */
export async function paySecretKey(): Promise<string> {
  return (await stackSecret('PAY_SECRET_KEY')).trim();
}
