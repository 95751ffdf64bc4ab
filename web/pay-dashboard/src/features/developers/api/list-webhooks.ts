import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';

export interface WebhookDelivery {
  eventId: string;
  event: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

export const webhooksKey = 'dashboard:webhooks';

/** `GET /dashboard/api/webhooks`: the delivery log, newest first, a page at a time. */
export async function listWebhooks(page: number): Promise<{ items: WebhookDelivery[]; meta: PageMeta | undefined }> {
  const answer = await staffCall<WebhookDelivery[]>('GET', '/webhooks', { query: { page, perPage: 20 } });
  return { items: answer.data, meta: answer.meta };
}

export function useWebhooks(page: number) {
  return useQuery(`${webhooksKey}?page=${page}`, () => listWebhooks(page), { keepPrevious: true });
}
