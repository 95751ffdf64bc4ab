import { isConditionFailure } from '../../lib/db/condition-failure';
import { BadRequestError } from '../../lib/http/errors';
import { Transfer, type TransferItem } from '../db/transfer';
import type { FinalizeTransferBody } from './contract';
import { merchantTransferByCode } from './transfer-lookup';

/** The OTP every test-mode transfer takes (docs/pay.md, Transfers); no message is sent in test mode. */
export const testTransferOtp = '123456';

/**
 * `POST /transfer/finalize_transfer`: the right OTP queues a transfer waiting for it (`otp → pending`, a
 * conditional write, so a repeated finalize is refused as not awaiting OTP); the payout processor then sends it.
 * A wrong OTP changes nothing.
 */
export async function finalizeTransfer(merchantId: string, body: FinalizeTransferBody): Promise<TransferItem> {
  const transfer = await merchantTransferByCode(merchantId, body.transfer_code);
  if (transfer.status !== 'otp') throw new BadRequestError('Transfer is not currently awaiting OTP', [{ path: 'transfer_code', message: 'not awaiting OTP' }]);
  if (body.otp !== testTransferOtp) throw new BadRequestError('Invalid OTP', [{ path: 'otp', message: 'wrong OTP' }]);
  const at = new Date().toISOString();
  try {
    const { data } = await Transfer.patch({ transferId: transfer.transferId })
      .set({ status: 'pending', dueAt: at, updatedAt: at })
      .where(({ status }, { eq }) => eq(status, 'otp'))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) throw new BadRequestError('Transfer is not currently awaiting OTP', [{ path: 'transfer_code', message: 'not awaiting OTP' }]);
    throw error;
  }
}
