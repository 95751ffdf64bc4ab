import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/webhooks/test`: a signed `test.webhook` event to the webhook URL now, and its answer. */
export async function sendTestWebhook(): Promise<{ statusCode: number | null; responseBody: string }> {
  return (await staffCall<{ statusCode: number | null; responseBody: string }>('POST', '/webhooks/test', { body: {} })).data;
}
