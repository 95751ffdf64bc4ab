import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { idempotencyKeyOf, idempotent } from '../../transaction/idempotency-service';
import { createTransfer } from '../../transfer/transfer-service';
import { createdTransferView } from '../../transfer/transfer-view';
import { dashboardTransferBody } from './contract';

/**
 * `POST /dashboard/api/transfers`: `POST /transfer` from the balance (same rules and messages), owners only as it
 * moves money. An `Idempotency-Key` (the page sends one per submitted form) makes a retry answer the first
 * answer and find the same transfer, as on the API.
 */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner'],
  body: dashboardTransferBody,
  run: async ({ staff, body, headers, rawBody }) =>
    idempotent(staff.merchantId, 'transfer', headers, rawBody, async () => {
      const transfer = await createTransfer(staff.merchantId, { ...body, source: 'balance' }, idempotencyKeyOf(headers));
      return { message: transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued', data: createdTransferView(transfer) };
    }),
});
