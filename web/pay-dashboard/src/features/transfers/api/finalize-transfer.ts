import { staffCall } from '../../../lib/staff-api';
import type { CreatedTransfer } from './transfer-types';

/** `POST /dashboard/api/transfers/finalize` (owners): the OTP that releases a transfer waiting for it. */
export async function finalizeTransfer(transferCode: string, otp: string): Promise<CreatedTransfer> {
  return (await staffCall<CreatedTransfer>('POST', '/transfers/finalize', { body: { transfer_code: transferCode, otp } })).data;
}
