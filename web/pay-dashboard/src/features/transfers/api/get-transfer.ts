import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import { transfersKey } from './list-transfers';
import type { Transfer } from './transfer-types';

/** `GET /dashboard/api/transfers/{id_or_code}`: the transfer with its recipient. */
export async function getTransfer(id: string): Promise<Transfer> {
  return (await staffCall<Transfer>('GET', `/transfers/${encodeURIComponent(id)}`)).data;
}

export function useTransfer(id: string) {
  return useQuery(`${transfersKey}/${id}`, () => getTransfer(id));
}
