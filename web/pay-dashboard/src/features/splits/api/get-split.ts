import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import { splitsKey } from './list-splits';
import type { Split } from './split-types';

export const splitKey = (id: string) => `${splitsKey}/${id}`;

/** `GET /dashboard/api/splits/{id}`: the split with its subaccounts and shares. */
export async function getSplit(id: string): Promise<Split> {
  return (await staffCall<Split>('GET', `/splits/${encodeURIComponent(id)}`)).data;
}

export function useSplit(id: string) {
  return useQuery(splitKey(id), () => getSplit(id));
}
