import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { runTransaction } from '../../lib/db/transact';
import { optionalEnv } from '../../lib/env/env';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../lib/http/errors';
import type { InitData } from '../checkout/contract';
import { Authorization } from '../db/authorization';
import { countMatches } from '../db/count-query';
import type { MerchantItem } from '../db/merchant';
import { payService } from '../db/pay-service';
import { Transaction, type TransactionItem } from '../db/transaction';
import { TransactionReference } from '../db/transaction-reference';
import { getMerchant } from '../merchant/merchant-service';
import { currentCustomers, findOrCreateCustomer, refuseDeniedCustomer, withCurrentCustomer } from '../shared/customer-record';
import type { InitializeTransactionBody, ListTransactionsQuery, RequestInlineBody } from './contract';
import { assertCallbackUrl } from './callback-url';
import { connectAccountOf, preferredLanguage } from './inline-headers';
import { fingerprint, newAccessCode, newReference, newTransactionId } from './transaction-ids';
import { viewWithRefunds } from './transaction-refunds';
import { initView, type TransactionView } from './transaction-view';

/** The channels Pay's checkout offers; the pop-up's `bank` means bank transfer. */
const supportedChannels = ['card', 'bank_transfer', 'apple_pay'] as const;
const defaultChannels = ['card', 'bank_transfer'];

function resolveChannels(requested: readonly string[] | undefined): string[] {
  if (!requested || requested.length === 0) return defaultChannels;
  const mapped = requested.map((channel) => (channel === 'bank' ? 'bank_transfer' : channel));
  const offered = [...new Set(mapped)].filter((channel) => (supportedChannels as readonly string[]).includes(channel));
  if (offered.length === 0) {
    throw new BadRequestError(`channels: none of these channels is available; use ${supportedChannels.join(', ')}`, [
      { path: 'channels', message: 'no available channel' },
    ]);
  }
  return offered;
}

interface NewTransaction {
  merchant: MerchantItem;
  email: string;
  amount: number;
  currency?: string | undefined;
  reference?: string | undefined;
  callbackUrl?: string | undefined;
  metadata?: string | undefined;
  channels?: readonly string[] | undefined;
  label?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  source: TransactionItem['source'];
  parametersHash?: string;
  language?: string | undefined;
  connectAccount?: string | undefined;
}

function isReferenceTaken(error: unknown): boolean {
  return isTransactionCancelled(error) || isConditionFailure(error);
}

/** Creates a pending transaction and claims its reference in one write: a reused reference is a 409. */
export async function createTransaction(input: NewTransaction): Promise<TransactionItem> {
  if (input.callbackUrl) assertCallbackUrl(input.merchant, input.callbackUrl);
  // Idempotent (the customer's key is its merchant and e-mail), so a retried or refused create leaves no duplicate.
  const { customer } = await findOrCreateCustomer(input.merchant, input.email, { firstName: input.firstName, lastName: input.lastName, phone: input.phone });
  refuseDeniedCustomer(customer);
  const transactionId = newTransactionId();
  const reference = input.reference ?? newReference();
  const item = {
    transactionId,
    merchantId: input.merchant.merchantId,
    domain: input.merchant.mode,
    reference,
    accessCode: newAccessCode(),
    email: input.email,
    amount: input.amount,
    currency: input.currency ?? 'NGN',
    status: 'pending' as const,
    channels: resolveChannels(input.channels),
    callbackUrl: input.callbackUrl ?? '',
    metadata: input.metadata ?? '',
    label: input.label ?? '',
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    phone: input.phone ?? '',
    parametersHash: input.parametersHash ?? `${input.source}:${transactionId}`,
    source: input.source,
    createdAt: new Date().toISOString(),
    attempts: 0,
    customerId: customer.customerId,
    customerCode: customer.customerCode,
    ...(input.language ? { language: input.language } : {}),
    ...(input.connectAccount ? { connectAccount: input.connectAccount } : {}),
  };
  try {
    const result = await runTransaction(
      payService.transaction
        .write(({ transaction, transactionReference }) => [
          transaction.create(item).commit(),
          transactionReference.create({ merchantId: item.merchantId, reference, transactionId }).commit(),
        ]),
    );
    if (result.canceled) throw new ConflictError('Duplicate Transaction Reference');
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    if (isReferenceTaken(error)) throw new ConflictError('Duplicate Transaction Reference');
    throw error;
  }
  const { data } = await Transaction.get({ transactionId }).go({ consistent: true });
  if (!data) throw new Error('A transaction just written could not be read back');
  return data;
}

/** Pay's own origin, where `authorization_url` points (`{pay}/pay/{access_code}`). */
function payOrigin(headers: Record<string, string | undefined>): string {
  const configured = optionalEnv('PAY_ORIGIN');
  if (configured) return configured.replace(/\/+$/, '');
  return `https://${headers['x-forwarded-host'] ?? headers.host ?? 'localhost'}`;
}

export async function initializeTransaction(
  merchantId: string,
  body: InitializeTransactionBody,
  headers: Record<string, string | undefined>,
): Promise<{ authorization_url: string; access_code: string; reference: string }> {
  const merchant = await getMerchant(merchantId);
  const transaction = await createTransaction({
    merchant,
    email: body.email,
    amount: body.amount,
    currency: body.currency,
    reference: body.reference,
    callbackUrl: body.callback_url,
    metadata: body.metadata,
    channels: body.channels,
    label: body.label,
    source: 'api',
  });
  return {
    authorization_url: `${payOrigin(headers)}/pay/${transaction.accessCode}`,
    access_code: transaction.accessCode,
    reference: transaction.reference,
  };
}

/** True when the customer has at least one card saved in Pay's vault. */
export async function hasSavedCards(email: string): Promise<boolean> {
  const { data } = await Authorization.query
    .byEmail({ email })
    .where(({ inVault }, { eq }) => eq(inVault, true))
    .go({ limit: 1, pages: 3 });
  return data.length > 0;
}

async function initDataFor(transaction: TransactionItem, merchant?: MerchantItem): Promise<InitData> {
  const owner = merchant ?? (await getMerchant(transaction.merchantId));
  return initView(transaction, owner, await hasSavedCards(transaction.email));
}

/**
 * `request_inline`: the pop-up's parameters become a transaction, except that a pending or abandoned
 * transaction of this merchant with exactly the same parameters and the same checkout token is resumed
 * rather than duplicated (the rule the script applies), so a customer who closes and reopens the pop-up
 * keeps one transaction. The token is in the fingerprint, so without it nothing is ever resumed.
 */
export async function requestInline(
  merchantId: string,
  body: RequestInlineBody,
  headers: Record<string, string | undefined>,
): Promise<InitData> {
  const merchant = await getMerchant(merchantId);
  const { key: _key, ...parameters } = body;
  const connectAccount = connectAccountOf(headers['x-connect-account']);
  const language = preferredLanguage(headers['accept-language']);
  const parametersHash = body.checkout_token
    ? fingerprint({ ...parameters, connect_account: connectAccount ?? null, language: language ?? null })
    : undefined;
  if (parametersHash) {
    const { data: previous } = await Transaction.query
      .byParameters({ merchantId, parametersHash })
      .go({ order: 'desc', limit: 10 });
    const resumable = previous.find((candidate) => candidate.cancelledAt === undefined && (candidate.status === 'pending' || candidate.status === 'abandoned'));
    if (resumable) {
      const resumed = resumable.status === 'abandoned' ? await resume(resumable) : resumable;
      return initDataFor(resumed, merchant);
    }
  }
  const transaction = await createTransaction({
    merchant,
    email: body.email,
    amount: body.amount,
    currency: body.currency,
    reference: body.ref,
    callbackUrl: body.callback_url,
    metadata: body.metadata,
    channels: body.channels,
    label: body.label,
    firstName: body.firstname,
    lastName: body.lastname,
    phone: body.phone,
    source: 'inline',
    ...(parametersHash ? { parametersHash } : {}),
    language,
    connectAccount,
  });
  return initDataFor(transaction, merchant);
}

async function resume(transaction: TransactionItem): Promise<TransactionItem> {
  try {
    await Transaction.patch({ transactionId: transaction.transactionId })
      .set({ status: 'pending' })
      .where(({ status, cancelledAt }, { eq, notExists }) => `${eq(status, 'abandoned')} AND ${notExists(cancelledAt)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return transactionById(transaction.transactionId);
}

export async function transactionById(transactionId: number): Promise<TransactionItem> {
  const { data } = await Transaction.get({ transactionId }).go({ consistent: true });
  if (!data) throw new NotFoundError('Transaction not found');
  return data;
}

/** The transaction an access code opens, read consistently from its item. */
export async function transactionByAccessCode(accessCode: string): Promise<TransactionItem> {
  const { data } = await Transaction.query.byAccessCode({ accessCode }).go({ limit: 1 });
  const found = data[0];
  if (!found) throw new NotFoundError('Transaction not found');
  return transactionById(found.transactionId);
}

export async function verifyAccessCode(accessCode: string): Promise<InitData> {
  return initDataFor(await transactionByAccessCode(accessCode));
}

/** A merchant sees only its own transactions: another merchant's id is "not found", like an unknown one. */
export async function merchantTransaction(merchantId: string, transactionId: number): Promise<TransactionView> {
  const { data } = await Transaction.get({ transactionId }).go({ consistent: true });
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Transaction not found');
  return withCurrentCustomer(await viewWithRefunds(data), data);
}

export async function verifyTransaction(merchantId: string, reference: string): Promise<TransactionView> {
  const { data } = await TransactionReference.get({ merchantId, reference }).go({ consistent: true });
  if (!data) throw new NotFoundError('Transaction reference not found');
  return merchantTransaction(merchantId, data.transactionId);
}

export interface TransactionPage {
  data: TransactionView[];
  meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number };
}

/** Bounds that sort before and after every ISO time, so a range always stays inside the transactions' keys. */
const earliest = '0000';
const latest = '9999';

/**
 * A merchant's transactions newest first, from the by-merchant index (createdAt order), with the
 * `status`/`from`/`to` filters; paged by `perPage`/`page` with the totals merchants' libraries read. The
 * total is a key-only count; items are read only up to the requested page.
 */
export async function listTransactions(merchantId: string, query: ListTransactionsQuery): Promise<TransactionPage> {
  const from = query.from ? new Date(query.from).toISOString() : earliest;
  const to = query.to ? new Date(query.to).toISOString() : latest;
  const ranged = Transaction.query.byMerchant({ merchantId }).between({ createdAt: from }, { createdAt: to });
  const status = query.status;
  const filtered = status ? ranged.where((attributes, { eq }) => eq(attributes.status, status)) : ranged;
  const skipped = (query.page - 1) * query.perPage;
  const [total, { data }] = await Promise.all([
    countMatches(filtered.params<QueryCommandInput>({ order: 'desc' }), 'transaction'),
    filtered.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  const page = data.slice(skipped, skipped + query.perPage);
  const customerOf = await currentCustomers(page);
  return {
    data: await Promise.all(page.map(async (transaction) => ({ ...(await viewWithRefunds(transaction)), customer: customerOf(transaction) }))),
    meta: { total, skipped, perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) },
  };
}

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

