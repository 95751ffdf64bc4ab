import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { transactionIdParams } from '../../transaction/lookup-contract';
import { transactionDetail } from './transaction-search-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  params: transactionIdParams,
  run: async ({ staff, params }) => ({ message: 'Transaction retrieved', data: await transactionDetail(staff.merchantId, params.id) }),
});
