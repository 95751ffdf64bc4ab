import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/subscriptions/{code}/disable`: no charge ever again (owners and developers). */
export async function disableSubscription(code: string): Promise<string> {
  return (await staffCall<undefined>('POST', `/subscriptions/${encodeURIComponent(code)}/disable`)).message;
}
