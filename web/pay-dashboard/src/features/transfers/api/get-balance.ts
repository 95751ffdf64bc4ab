import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';

export const balanceKey = 'dashboard:transfers:balance';

/** `GET /dashboard/api/balance`: what the merchant can pay out, per currency (kobo). */
export async function getBalance(): Promise<Array<{ currency: string; balance: number }>> {
  return (await staffCall<Array<{ currency: string; balance: number }>>('GET', '/balance')).data;
}

export function useBalance() {
  return useQuery(balanceKey, getBalance);
}
