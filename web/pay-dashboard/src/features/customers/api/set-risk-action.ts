import { staffCall } from '../../../lib/staff-api';
import type { Customer, RiskAction } from './customer-types';

/** `POST /dashboard/api/customers/{email_or_code}/risk-action`: whitelist (`allow`), blacklist (`deny`) or reset (`default`). */
export async function setRiskAction(code: string, riskAction: RiskAction): Promise<Customer> {
  return (await staffCall<Customer>('POST', `/customers/${encodeURIComponent(code)}/risk-action`, { body: { risk_action: riskAction } })).data;
}
