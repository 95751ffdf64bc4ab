import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { listTransfers } from '../../transfer/transfer-read-service';
import { searchTransfersQuery } from './contract';

/** `GET /dashboard/api/transfers`: `GET /transfer` for the staff member's merchant, with a status filter. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: searchTransfersQuery,
  run: async ({ staff, query }) => {
    const page = await listTransfers(staff.merchantId, query);
    return { message: 'Transfers retrieved', data: page.data, meta: page.meta };
  },
});
