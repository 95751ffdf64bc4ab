import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Recipient } from './transfer-types';

export const recipientsKey = 'dashboard:recipients';

/** `GET /dashboard/api/transfer-recipients`: one page of the merchant's recipients, newest first. */
export async function listRecipients(page: { page?: number; perPage: number }): Promise<{ items: Recipient[]; meta: PageMeta }> {
  const answer = await staffCall<Recipient[]>('GET', '/transfer-recipients', { query: { ...page } });
  return { items: answer.data, meta: answer.meta ?? { total: answer.data.length, perPage: answer.data.length, page: 1, pageCount: 1 } };
}

export function useRecipients(page: { page?: number; perPage: number }) {
  return useQuery(`${recipientsKey}?${JSON.stringify(page)}`, () => listRecipients(page), { keepPrevious: true });
}
