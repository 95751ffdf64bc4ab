import { staffCall } from '../../../lib/staff-api';
import type { Split } from './split-types';

/** `POST /dashboard/api/splits/{id}/subaccount/add`: adds a subaccount, or changes the share of one already in. */
export async function addSplitSubaccount(id: string, body: { subaccount: string; share: number | string }): Promise<Split> {
  return (await staffCall<Split>('POST', `/splits/${encodeURIComponent(id)}/subaccount/add`, { body })).data;
}
