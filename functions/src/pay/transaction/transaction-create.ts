import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { runTransaction } from '../../lib/db/transact';
import { optionalEnv } from '../../lib/env/env';
import { BadRequestError } from '../../lib/http/errors';
import type { MerchantPrincipal } from '../../lib/http/http-route';
import type { MerchantItem } from '../db/merchant';
import { payService } from '../db/pay-service';
import type { TransactionItem } from '../db/transaction';
import { callingMerchant } from '../merchant/merchant-service';
import { processorFor } from '../processor/processor-factory';
import type { ProcessorMode } from '../processor/processor-mode';
import { findOrCreateCustomer, refuseDeniedCustomer } from '../shared/customer-record';
import { resolveSplitting, type TransactionSplitting } from '../split/transaction-split';
import type { InitializeTransactionBody } from './contract';
import { assertCallbackUrl } from './callback-url';
import { planTerms } from './plan-terms';
import { newAccessCode, newReference, newTransactionId } from './transaction-ids';

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
  /** The call's mode (its key's; a renewal's subscription's): the transaction's `domain`, which picks the acquirer. */
  mode: ProcessorMode;
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
  /** The pop-up's `customer_code`: it must name the merchant's customer with this e-mail. */
  customerCode?: string | undefined;
  orderId?: string | undefined;
  /** Its subaccount or split (`split/transaction-split.ts` resolveSplitting). */
  splitting?: TransactionSplitting;
  /** A plan checkout's terms (`plan-terms.ts`), or a renewal's subscription and invoice: card only. */
  plan?: Partial<Pick<TransactionItem, 'planCode' | 'planObject' | 'quantity' | 'planInterval' | 'planInvoiceLimit' | 'planStartDate' | 'subscriptionCode' | 'invoiceCode'>> | undefined;
}

/** Paystack's answer to a reused reference: a 400 whose `code` is `duplicate_reference`. */
function duplicateReference(): BadRequestError {
  return new BadRequestError('Duplicate Transaction Reference', [{ path: 'reference', message: 'already used' }], {
    code: 'duplicate_reference',
    nextStep: 'Generate and pass a new, unique reference for every transaction',
  });
}

function isReferenceTaken(error: unknown): boolean {
  return isTransactionCancelled(error) || isConditionFailure(error);
}

/** Creates a pending transaction and claims its reference in one write: a reused reference is a 400 `duplicate_reference`. */
export async function createTransaction(input: NewTransaction): Promise<TransactionItem> {
  // A mode without an acquirer (live, until one is configured) is refused before anything is written.
  processorFor(input.mode);
  if (input.callbackUrl) assertCallbackUrl(input.merchant, input.mode, input.callbackUrl);
  // Idempotent (the customer's key is its merchant and e-mail), so a retried or refused create leaves no duplicate.
  const { customer } = await findOrCreateCustomer(input.merchant, input.email, { firstName: input.firstName, lastName: input.lastName, phone: input.phone });
  refuseDeniedCustomer(customer);
  if (input.customerCode !== undefined && input.customerCode !== customer.customerCode) {
    throw new BadRequestError(`customer_code ${input.customerCode} is not the customer with the e-mail ${input.email}`, [
      { path: 'customer_code', message: "does not match the customer's e-mail" },
    ]);
  }
  const transactionId = newTransactionId();
  const reference = input.reference ?? newReference();
  const item = {
    transactionId,
    merchantId: input.merchant.merchantId,
    domain: input.mode,
    reference,
    accessCode: newAccessCode(),
    email: input.email,
    amount: input.amount,
    requestedAmount: input.amount,
    currency: input.currency ?? 'NGN',
    status: 'pending' as const,
    channels: input.plan ? ['card'] : resolveChannels(input.channels),
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
    ...(input.orderId ? { orderId: input.orderId } : {}),
    ...input.splitting,
    ...input.plan,
  };
  try {
    const result = await runTransaction(
      payService.transaction
        .write(({ transaction, transactionReference }) => [
          transaction.create(item).commit(),
          transactionReference.create({ merchantId: item.merchantId, reference, transactionId }).commit(),
        ]),
    );
    if (result.canceled) throw duplicateReference();
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if (isReferenceTaken(error)) throw duplicateReference();
    throw error;
  }
  // Answered as written: every attribute the entity defaults is set above, so a read back would add nothing.
  const written: TransactionItem = item;
  return written;
}

/** Pay's own origin, where `authorization_url` points (`{pay}/pay/{access_code}`). */
export function payOrigin(headers: Record<string, string | undefined>): string {
  const configured = optionalEnv('PAY_ORIGIN');
  if (configured) return configured.replace(/\/+$/, '');
  return `https://${headers['x-forwarded-host'] ?? headers.host ?? 'localhost'}`;
}

export async function initializeTransaction(
  caller: MerchantPrincipal,
  body: InitializeTransactionBody,
  headers: Record<string, string | undefined>,
): Promise<{ authorization_url: string; access_code: string; reference: string }> {
  const { mode } = caller;
  const merchant = await callingMerchant(caller);
  const { amount, terms } = await planTerms(merchant.merchantId, body);
  const transaction = await createTransaction({
    merchant,
    mode,
    email: body.email,
    amount,
    plan: terms,
    currency: body.currency,
    reference: body.reference,
    callbackUrl: body.callback_url,
    metadata: body.metadata,
    channels: body.channels,
    label: body.label,
    orderId: body.order_id,
    source: 'api',
    splitting: await resolveSplitting(merchant, amount, body),
  });
  return {
    authorization_url: `${payOrigin(headers)}/pay/${transaction.accessCode}`,
    access_code: transaction.accessCode,
    reference: transaction.reference,
  };
}
