import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { finalizeTransferBody } from '../../transfer/contract';
import { finalizeTransfer } from '../../transfer/transfer-otp-service';
import { createdTransferView } from '../../transfer/transfer-view';

/** `POST /dashboard/api/transfers/finalize`: `finalize_transfer` (the OTP, test mode 123456), owners only. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner'],
  body: finalizeTransferBody,
  run: async ({ staff, body }) => ({ message: 'Transfer has been queued', data: createdTransferView(await finalizeTransfer(staff.merchantId, body)) }),
});
