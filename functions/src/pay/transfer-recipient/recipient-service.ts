import { randomBytes, randomInt } from 'node:crypto';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { HttpError, NotFoundError } from '../../lib/http/errors';
import { bankByCode, resolveAccount } from '../bank/bank-service';
import { TransferRecipient, type TransferRecipientItem } from '../db/transfer-recipient';
import { callingMerchant, type MerchantCaller } from '../merchant/merchant-service';
import { merchantRecipient, recipientView, type RecipientView } from '../shared/transfer-recipient-record';
import type { BulkRecipientsBody, RecipientBody, UpdateRecipientBody } from './contract';

const codeAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newRecipientCode(): string {
  let code = 'RCP_';
  for (const byte of randomBytes(15)) code += codeAlphabet[byte % codeAlphabet.length];
  return code;
}

const accountKey = (recipient: Pick<TransferRecipientItem, 'merchantId' | 'bankCode' | 'accountNumber'>) => ({
  merchantId: recipient.merchantId,
  bankCode: recipient.bankCode,
  accountNumber: recipient.accountNumber,
});

async function currentRecipient(key: ReturnType<typeof accountKey>): Promise<TransferRecipientItem> {
  const { data } = await TransferRecipient.get(key).go({ consistent: true });
  if (!data) throw new Error('A recipient that refused its create could not be read');
  return data;
}

/**
 * `POST /transferrecipient`: the account is resolved against the bank's test accounts (an account the bank
 * cannot name is refused as `GET /bank/resolve` refuses it). An account the merchant already has answers
 * that recipient (made active again if it had been deleted, with the details given now): the create is
 * conditional on the (merchant, bank, account) key, so racing or retried creates end with one recipient.
 */
export async function createRecipient(caller: MerchantCaller, body: RecipientBody): Promise<RecipientView> {
  const resolved = resolveAccount({ account_number: body.account_number, bank_code: body.bank_code });
  const { merchantId } = caller;
  const merchant = await callingMerchant(caller);
  const now = new Date().toISOString();
  const item: TransferRecipientItem = {
    merchantId,
    bankCode: body.bank_code,
    accountNumber: resolved.account_number,
    recipientId: randomInt(1_000_000, 281_474_976_710_655),
    recipientCode: newRecipientCode(),
    domain: merchant.mode ?? 'test',
    type: body.type,
    name: body.name,
    accountName: resolved.account_name,
    bankName: bankByCode(body.bank_code)?.name ?? '',
    currency: body.currency ?? 'NGN',
    description: body.description ?? '',
    email: body.email ?? '',
    metadata: body.metadata ?? '',
    active: true,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await TransferRecipient.create(item).go({ response: 'none' });
    return recipientView(item);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const existing = await currentRecipient(accountKey(item));
  if (existing.active) return recipientView(existing);
  const { data } = await TransferRecipient.patch(accountKey(item))
    .set({ active: true, name: item.name, description: item.description, email: item.email, metadata: item.metadata, updatedAt: now })
    .go({ response: 'all_new' });
  return recipientView(data);
}

/**
 * `POST /transferrecipient/bulk`: each recipient of the batch made as `POST /transferrecipient` makes it; one
 * that is refused is listed under `errors` with its reason, and the others are still made.
 */
export async function createRecipients(caller: MerchantCaller, body: BulkRecipientsBody) {
  const success: RecipientView[] = [];
  const errors: Array<{ error: string; payload: RecipientBody }> = [];
  for (const recipient of body.batch) {
    try {
      success.push(await createRecipient(caller, recipient));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      errors.push({ error: error.message, payload: recipient });
    }
  }
  return { success, errors };
}

/** `PUT /transferrecipient/{id_or_code}`: name, e-mail, description, metadata. */
export async function updateRecipient(merchantId: string, idOrCode: string, body: UpdateRecipientBody): Promise<RecipientView> {
  const recipient = await merchantRecipient(merchantId, idOrCode);
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
  };
  if (Object.keys(changes).length === 0) return recipientView(recipient);
  try {
    const { data } = await TransferRecipient.patch(accountKey(recipient))
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .go({ response: 'all_new' });
    return recipientView(data);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Transfer recipient not found');
    throw error;
  }
}

/** `DELETE /transferrecipient/{id_or_code}`: sets it inactive; new transfers to it are refused. */
export async function deactivateRecipient(merchantId: string, idOrCode: string): Promise<void> {
  const recipient = await merchantRecipient(merchantId, idOrCode);
  await TransferRecipient.patch(accountKey(recipient))
    .set({ active: false, updatedAt: new Date().toISOString() })
    .go({ response: 'none' });
}
