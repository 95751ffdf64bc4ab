import { httpRoute } from '../../../lib/http/http-route';
import { customerParams } from '../../customer/contract';
import { setRiskAction } from '../../customer/customer-service';
import { authenticateStaff } from '../../shared/staff-access';
import { riskActionBody } from './contract';

/** Whitelist (`allow`), blacklist (`deny`) or reset (`default`, also when left out): `POST /customer/set_risk_action` for the path's customer. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: customerParams,
  body: riskActionBody,
  run: async ({ staff, params, body }) => ({
    message: 'Customer updated',
    data: await setRiskAction(staff.merchantId, { customer: params.email_or_code, risk_action: body.risk_action }),
  }),
});
