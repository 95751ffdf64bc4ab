import type { TransferItem } from '../db/transfer';

/** The statuses merchants see: the processor's lease (`processing`) is still `pending` to them. */
export const shownTransferStatuses = ['otp', 'pending', 'success', 'failed'] as const;
export type ShownTransferStatus = (typeof shownTransferStatuses)[number];

export function shownStatus(transfer: Pick<TransferItem, 'status'>): ShownTransferStatus {
  return transfer.status === 'processing' ? 'pending' : transfer.status;
}

/** The recipient as the transfer recorded it when it was made. */
function recipientOf(transfer: TransferItem) {
  return {
    id: transfer.recipientId,
    recipient_code: transfer.recipientCode,
    type: 'nuban',
    name: transfer.recipientName,
    currency: transfer.currency,
    domain: transfer.domain,
    details: {
      authorization_code: null,
      account_number: transfer.accountNumber,
      account_name: transfer.accountName,
      bank_code: transfer.bankCode,
      bank_name: transfer.bankName,
    },
  };
}

function common(transfer: TransferItem) {
  return {
    id: transfer.transferId,
    transfer_code: transfer.transferCode,
    reference: transfer.reference,
    domain: transfer.domain,
    amount: transfer.amount,
    currency: transfer.currency,
    source: transfer.source,
    source_details: null,
    reason: transfer.reason || null,
    status: shownStatus(transfer),
    failures: transfer.status === 'failed' ? (transfer.processorMessage ?? null) : null,
    titan_code: null,
    fee_charged: transfer.fee,
    transferred_at: transfer.transferredAt ?? null,
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
  };
}

/** `POST /transfer` and `finalize_transfer` answer the recipient by id, as the Transfers API does. */
export function createdTransferView(transfer: TransferItem) {
  return { ...common(transfer), recipient: transfer.recipientId };
}

/** Fetch, list, verify and the `transfer.*` webhooks show the recipient object. */
export function transferView(transfer: TransferItem) {
  return { ...common(transfer), recipient: recipientOf(transfer) };
}

export type TransferView = ReturnType<typeof transferView>;
export type CreatedTransferView = ReturnType<typeof createdTransferView>;
