import { staffCall } from '../../../lib/staff-api';
import type { Split, SplitRequest } from './split-types';

/** `POST /dashboard/api/splits` (owners and developers): refused with the API's messages. */
export async function createSplit(body: SplitRequest): Promise<Split> {
  return (await staffCall<Split>('POST', '/splits', { body })).data;
}
