import { NotFoundError } from '../../lib/http/errors';
import { Transfer, type TransferItem } from '../db/transfer';
import { transferIdFor } from './transfer-ids';

/** The merchant's transfer by id; another merchant's is "not found", exactly like one that does not exist. */
export async function merchantTransferById(merchantId: string, transferId: number): Promise<TransferItem> {
  const { data } = await Transfer.get({ transferId }).go({ consistent: true });
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Transfer not found');
  return data;
}

/** By transfer code (`TRF_…`): the index is eventually consistent, so the item itself is read for its current state. */
export async function merchantTransferByCode(merchantId: string, transferCode: string): Promise<TransferItem> {
  const { data } = await Transfer.query.byCode({ transferCode }).go({ limit: 1 });
  const indexed = data[0];
  if (!indexed || indexed.merchantId !== merchantId) throw new NotFoundError('Transfer not found');
  return merchantTransferById(merchantId, indexed.transferId);
}

export function merchantTransfer(merchantId: string, idOrCode: string): Promise<TransferItem> {
  return /^\d+$/.test(idOrCode) ? merchantTransferById(merchantId, Number(idOrCode)) : merchantTransferByCode(merchantId, idOrCode);
}

/** `GET /transfer/verify/{reference}`: one read, as the id comes from (merchant, reference). */
export function merchantTransferByReference(merchantId: string, reference: string): Promise<TransferItem> {
  return merchantTransferById(merchantId, transferIdFor(merchantId, reference));
}
