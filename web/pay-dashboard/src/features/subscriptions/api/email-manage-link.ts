import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/subscriptions/{code}/manage/email`: the customer is e-mailed the link to change the card or cancel. */
export async function emailManageLink(code: string): Promise<string> {
  return (await staffCall<undefined>('POST', `/subscriptions/${encodeURIComponent(code)}/manage/email`)).message;
}
