import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { listSplitsQuery } from '../../split/contract';
import { listSplits } from '../../split/split-read-service';

/** `GET /dashboard/api/splits`: `GET /split` for the staff member's merchant (name, active, paging). */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: listSplitsQuery,
  run: async ({ staff, query }) => {
    const page = await listSplits(staff.merchantId, query);
    return { message: 'Split retrieved', data: page.data, meta: page.meta };
  },
});
