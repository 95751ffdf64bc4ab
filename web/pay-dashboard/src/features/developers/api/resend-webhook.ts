import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/webhooks/{eventId}/resend`: queues a new delivery of the same payload. */
export async function resendWebhook(eventId: string): Promise<{ eventId: string }> {
  return (await staffCall<{ eventId: string }>('POST', `/webhooks/${encodeURIComponent(eventId)}/resend`, { body: {} })).data;
}
