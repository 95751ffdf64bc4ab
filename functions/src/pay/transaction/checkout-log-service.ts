import { BadRequestError, UnauthorizedError } from '../../lib/http/errors';
import { Transaction, type TransactionItem } from '../db/transaction';

/** `update_log` and `set_ip` carry the init's `merchant_key`: only the transaction's own merchant may call. */
async function transactionOfPublicKeyMerchant(merchantId: string, transactionId: number): Promise<TransactionItem> {
  const { data } = await Transaction.get({ transactionId }).go({ consistent: true });
  if (!data || data.merchantId !== merchantId) throw new UnauthorizedError('This key does not belong to the transaction');
  return data;
}

export async function updateLog(merchantId: string, transactionId: number, payload: string): Promise<void> {
  try {
    JSON.parse(payload);
  } catch {
    throw new BadRequestError('payload must be the log as JSON text', [{ path: 'payload', message: 'not JSON' }]);
  }
  await transactionOfPublicKeyMerchant(merchantId, transactionId);
  await Transaction.patch({ transactionId }).set({ log: payload }).go();
}

export async function setIp(merchantId: string, transactionId: number, ipAddress: string): Promise<void> {
  await transactionOfPublicKeyMerchant(merchantId, transactionId);
  await Transaction.patch({ transactionId }).set({ ipAddress }).go();
}
