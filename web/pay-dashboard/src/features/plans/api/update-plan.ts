import { staffCall } from '../../../lib/staff-api';
import type { Plan, PlanFields } from './plan-types';

/** `PUT /dashboard/api/plans/{id_or_code}`: the plan as it is now, and the API's message (how many subscriptions took the change). */
export async function updatePlan(code: string, body: PlanFields): Promise<{ plan: Plan; message: string }> {
  const answer = await staffCall<Plan>('PUT', `/plans/${encodeURIComponent(code)}`, { body });
  return { plan: answer.data, message: answer.message };
}
