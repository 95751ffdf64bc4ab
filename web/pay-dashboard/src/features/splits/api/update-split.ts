import { staffCall } from '../../../lib/staff-api';
import type { Split, SplitChanges } from './split-types';

/** `PUT /dashboard/api/splits/{id}` (owners and developers): name, active, fee bearer. */
export async function updateSplit(id: string, body: SplitChanges): Promise<Split> {
  return (await staffCall<Split>('PUT', `/splits/${encodeURIComponent(id)}`, { body })).data;
}
