import { callDashboard } from '../../../lib/dashboard-api';
import type { StaffSession } from '../../../lib/session-store';

export interface NewKeys {
  publicKey: string;
  secretKey: string;
}

/**
 * `POST /dashboard/api/auth/confirm`: the e-mailed code creates the merchant (test mode) and its owner and
 * signs in; the secret key comes back this once.
 */
export async function confirmSignUp(body: { email: string; code: string }): Promise<{ session: StaffSession; keys: NewKeys }> {
  return (await callDashboard<{ session: StaffSession; keys: NewKeys }>('POST', '/auth/confirm', { body })).data;
}
