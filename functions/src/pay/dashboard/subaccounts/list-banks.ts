import { httpRoute } from '../../../lib/http/http-route';
import { listBanks } from '../../bank/bank-service';
import { listBanksQuery } from '../../bank/contract';
import { authenticateStaff } from '../../shared/staff-access';

/** `GET /bank` for the dashboard's forms (a subaccount's or a transfer recipient's settlement bank). */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: listBanksQuery,
  run: async ({ query }) => {
    const page = listBanks(query);
    return { message: 'Banks retrieved', data: page.data, meta: page.meta };
  },
});
