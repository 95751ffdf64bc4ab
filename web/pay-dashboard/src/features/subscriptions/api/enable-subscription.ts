import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/subscriptions/{code}/enable`: charged again from its next date (owners and developers). */
export async function enableSubscription(code: string): Promise<string> {
  return (await staffCall<undefined>('POST', `/subscriptions/${encodeURIComponent(code)}/enable`)).message;
}
