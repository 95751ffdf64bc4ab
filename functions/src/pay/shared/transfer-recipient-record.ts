import { NotFoundError } from '../../lib/http/errors';
import { TransferRecipient, type TransferRecipientItem } from '../db/transfer-recipient';
import { parseMetadata } from './customer-record';

/**
 * What every resource needs to know about a merchant's transfer recipients: finding one by id or code (the
 * recipient API and `POST /transfer`) and the recipient object both show.
 */

/** The recipient as the Transfer Recipients API, transfers and their webhooks show it. */
export function recipientView(recipient: TransferRecipientItem) {
  return {
    id: recipient.recipientId,
    recipient_code: recipient.recipientCode,
    type: recipient.type,
    name: recipient.name,
    description: recipient.description || null,
    email: recipient.email || null,
    metadata: parseMetadata(recipient.metadata),
    currency: recipient.currency,
    domain: recipient.domain,
    active: recipient.active,
    is_deleted: !recipient.active,
    isDeleted: !recipient.active,
    details: {
      authorization_code: null,
      account_number: recipient.accountNumber,
      account_name: recipient.accountName,
      bank_code: recipient.bankCode,
      bank_name: recipient.bankName,
    },
    createdAt: recipient.createdAt,
    updatedAt: recipient.updatedAt,
  };
}

export type RecipientView = ReturnType<typeof recipientView>;

/**
 * The merchant's recipient by numeric id or recipient code (`RCP_…`). Another merchant's is "not found",
 * exactly like one that does not exist. The indexes are eventually consistent: the item itself is read
 * for its current state.
 */
export async function merchantRecipient(merchantId: string, idOrCode: string): Promise<TransferRecipientItem> {
  const { data } = /^\d{1,16}$/.test(idOrCode)
    ? await TransferRecipient.query.byId({ recipientId: Number(idOrCode) }).go({ limit: 1 })
    : await TransferRecipient.query.byCode({ recipientCode: idOrCode }).go({ limit: 1 });
  const indexed = data[0];
  if (!indexed || indexed.merchantId !== merchantId) throw new NotFoundError('Transfer recipient not found');
  const { data: current } = await TransferRecipient.get({ merchantId, bankCode: indexed.bankCode, accountNumber: indexed.accountNumber }).go({ consistent: true });
  if (!current) throw new NotFoundError('Transfer recipient not found');
  return current;
}
