import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { transferParams } from '../../transfer/contract';
import { merchantTransfer } from '../../transfer/transfer-lookup';
import { transferView } from '../../transfer/transfer-view';

/** `GET /dashboard/api/transfers/{id_or_code}`: the transfer with its recipient, as `GET /transfer/{id_or_code}` shows it. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  params: transferParams,
  run: async ({ staff, params }) => ({ message: 'Transfer retrieved', data: transferView(await merchantTransfer(staff.merchantId, params.id_or_code)) }),
});
