import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { transactionIdParams } from '../../transaction/lookup-contract';
import { idempotencyKeyOf } from '../../transaction/idempotency-service';
import { dashboardRefundBody } from './contract';
import { refundTransaction } from './transaction-search-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: transactionIdParams,
  body: dashboardRefundBody,
  run: async ({ staff, params, body, headers }) => ({
    message: 'Refund has been queued for processing',
    data: await refundTransaction(staff, params.id, body, idempotencyKeyOf(headers)),
  }),
});
