import { staffCall } from '../../../lib/staff-api';
import type { Split } from './split-types';

/** `POST /dashboard/api/splits/{id}/subaccount/remove`: takes a subaccount out (not the one bearing the fees). */
export async function removeSplitSubaccount(id: string, subaccount: string): Promise<Split> {
  return (await staffCall<Split>('POST', `/splits/${encodeURIComponent(id)}/subaccount/remove`, { body: { subaccount } })).data;
}
