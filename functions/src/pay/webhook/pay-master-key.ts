import { stackSecret } from '../../lib/env/stack-secret';

/** The master key that seals merchants' secret keys (`secret:pay-master`; see `secret-key-cipher.ts`). */
export function payMasterKey(): Promise<string> {
  return stackSecret('PAY_MASTER_KEY');
}
