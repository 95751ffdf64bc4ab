import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { listRecipientsQuery } from '../../transfer-recipient/contract';
import { listRecipients } from '../../transfer-recipient/recipient-read-service';

/** `GET /dashboard/api/transfer-recipients`: `GET /transferrecipient` for the staff member's merchant. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: listRecipientsQuery,
  run: async ({ staff, query }) => {
    const page = await listRecipients(staff.merchantId, query);
    return { message: 'Recipients retrieved', data: page.data, meta: page.meta };
  },
});
