import { staffCall } from '../../../lib/staff-api';

export interface TestWebhookAnswer {
  /** 0 when no HTTP answer came (then `error` says why). */
  statusCode: number;
  responseBody: string;
  error?: string;
}

/** `POST /dashboard/api/webhooks/test`: a signed `test.webhook` event to the webhook URL now, and its answer. */
export async function sendTestWebhook(): Promise<TestWebhookAnswer> {
  return (await staffCall<TestWebhookAnswer>('POST', '/webhooks/test', { body: {} })).data;
}
