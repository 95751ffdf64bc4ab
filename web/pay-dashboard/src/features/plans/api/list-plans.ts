import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Plan, PlanFilter } from './plan-types';

export interface PlanPage {
  items: Plan[];
  meta: PageMeta;
}

export const plansKey = 'dashboard:plans';

/** `GET /dashboard/api/plans`: one page of the merchant's plans, newest first, for the interval and amount. */
export async function listPlans(filter: PlanFilter): Promise<PlanPage> {
  const answer = await staffCall<Plan[]>('GET', '/plans', { query: { ...filter } });
  return { items: answer.data, meta: answer.meta ?? { total: answer.data.length, perPage: answer.data.length, page: 1, pageCount: 1 } };
}

export function usePlans(filter: PlanFilter) {
  return useQuery(`${plansKey}?${JSON.stringify(filter)}`, () => listPlans(filter), { keepPrevious: true });
}
