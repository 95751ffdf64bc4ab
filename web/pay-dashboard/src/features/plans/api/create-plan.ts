import { staffCall } from '../../../lib/staff-api';
import type { Plan, PlanFields } from './plan-types';

/** `POST /dashboard/api/plans`: a new plan. */
export async function createPlan(body: PlanFields): Promise<Plan> {
  return (await staffCall<Plan>('POST', '/plans', { body })).data;
}
