import type { PoolIds } from '../../../lib/auth/cognito-client';
import { requireEnv } from '../../../lib/env/env';

/** Pay's staff pool and the dashboard's app client (`staff:read`/`staff:write`). */
export function staffPool(): PoolIds {
  return { poolId: requireEnv('STAFF_POOL_ID'), clientId: requireEnv('STAFF_POOL_CLIENT_ID') };
}
