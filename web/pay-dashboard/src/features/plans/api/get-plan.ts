import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import { plansKey } from './list-plans';
import type { Plan } from './plan-types';

export const planKey = (code: string) => `${plansKey}/${code}`;

/** `GET /dashboard/api/plans/{id_or_code}`: the plan with its newest subscriptions. */
export async function getPlan(code: string): Promise<Plan> {
  return (await staffCall<Plan>('GET', `/plans/${encodeURIComponent(code)}`)).data;
}

export function usePlan(code: string) {
  return useQuery(planKey(code), () => getPlan(code));
}
