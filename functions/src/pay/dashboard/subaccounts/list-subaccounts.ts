import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { listSubaccountsQuery } from '../../subaccount/contract';
import { listSubaccounts } from '../../subaccount/subaccount-read-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: listSubaccountsQuery,
  run: async ({ staff, query }) => {
    const page = await listSubaccounts(staff.merchantId, query);
    return { message: 'Subaccounts retrieved', data: page.data, meta: page.meta };
  },
});
