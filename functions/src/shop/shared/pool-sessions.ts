import { revokePoolToken } from '../../lib/auth/pool-revoke';
import { clientId } from './pool-client';

/** Ends one refresh token of the Shop's client at Cognito (`lib/auth/pool-revoke.ts`). */
export function revokePoolRefreshToken(refreshToken: string): Promise<void> {
  return revokePoolToken({ clientId: clientId() }, refreshToken);
}
