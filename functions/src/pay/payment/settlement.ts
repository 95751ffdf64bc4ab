import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { runTransaction } from '../../lib/db/transact';
import { ConflictError } from '../../lib/http/errors';
import { payService } from '../db/pay-service';
import { Transaction, type TransactionItem } from '../db/transaction';
import { computeFees, scheduleOf } from '../fees/fee-schedule';
import { getMerchant } from '../merchant/merchant-service';
import { cardIssuer, cardSignature, cardSignatureKeyOf } from '../shared/card-signature';
import { customerByEmail, transactionCustomerView } from '../shared/customer-record';
import { sharesOf, splitPartiesOf } from '../split/transaction-shares';
import { subscriptionStart } from '../shared/subscription-start';
import { newAuthorizationCode } from '../transaction/transaction-ids';
import { merchantTransactionView } from '../transaction/merchant-transaction-view';
import { newWebhookEvent } from '../webhook/outbox';

export interface CardFacts {
  bin: string;
  last4: string;
  brand: string;
  expMonth: string;
  expYear: string;
}

export interface Settlement {
  channel: 'card' | 'bank_transfer' | 'apple_pay';
  gatewayResponse: string;
  card?: CardFacts;
  /** Save the card to the customer's Pay vault (the card form's checkbox). */
  saveCard?: boolean;
  /** Charged through an existing authorization (vault, charge_authorization): no new one is issued. */
  authorizationCode?: string;
}

/**
 * Whether this settlement ends the wait of a transfer the customer reported: any success (the money is in,
 * however it came) or the transfer's own outcome. A declined card after a reported transfer keeps the wait.
 */
function endsTransferWait(transaction: TransactionItem, outcome: 'success' | 'failed', settlement: Settlement): boolean {
  return transaction.transferSentAt !== undefined && (outcome === 'success' || settlement.channel === 'bank_transfer');
}

export const alreadyPaid = () => new ConflictError('This transaction has already been paid');
export const cancelledByMerchant = () => new ConflictError('The merchant cancelled this payment: start a new payment');

/** Why a settlement's conditional write lost: the merchant cancelled the transaction, or it was paid. */
export async function lostTo(transaction: TransactionItem): Promise<ConflictError> {
  const { data } = await Transaction.get({ transactionId: transaction.transactionId }).go({ consistent: true });
  return data?.cancelledAt !== undefined ? cancelledByMerchant() : alreadyPaid();
}

/**
 * Moves a transaction to success or failed, in ONE DynamoDB transaction with the new authorization (a
 * card that paid), the merchant's webhook event (the outbox) and the end of a reported transfer's wait.
 * The write holds only while the transaction has not succeeded, so however many attempts race, it
 * succeeds once and is never charged again; the losers get a 409. A card is recorded with its signature for
 * this merchant and its issuer facts; the webhook carries the customer as they are now. A success records
 * Pay's fee from the merchant's schedule, once, in the same write.
 */
export async function settle(transaction: TransactionItem, outcome: 'success' | 'failed', settlement: Settlement): Promise<TransactionItem> {
  const merchant = await getMerchant(transaction.merchantId);
  const now = new Date().toISOString();
  const card = settlement.card;
  const issueAuthorization = outcome === 'success' && card !== undefined && settlement.authorizationCode === undefined;
  const authorizationCode = outcome === 'success' && card ? (settlement.authorizationCode ?? newAuthorizationCode()) : undefined;
  const customer = await customerByEmail(transaction.merchantId, transaction.email);
  const issuer = cardIssuer(transaction.domain);
  const accountName = [customer?.firstName || transaction.firstName, customer?.lastName || transaction.lastName].filter(Boolean).join(' ');
  const signed: Partial<Pick<TransactionItem, 'cardSignature' | 'cardBank' | 'cardCountryCode' | 'cardAccountName'>> = card
    ? {
        cardSignature: cardSignature(await cardSignatureKeyOf(merchant), card),
        cardBank: issuer.bank,
        cardCountryCode: issuer.countryCode,
        ...(accountName ? { cardAccountName: accountName } : {}),
      }
    : {};
  // A shared transaction (subaccount, split) records each party's part with the fees, in this same write.
  const parties = await splitPartiesOf(transaction);
  const fees = outcome === 'success' ? computeFees(transaction.amount, scheduleOf(merchant)) : undefined;
  const shares = fees === undefined ? undefined : sharesOf(transaction, fees, parties);
  const started =
    outcome === 'success' && card && authorizationCode
      ? await subscriptionStart(
          transaction,
          customer,
          { authorizationCode, ...card, reusable: true, ...(signed.cardSignature ? { signature: signed.cardSignature } : {}), ...(signed.cardBank !== undefined ? { bank: signed.cardBank } : {}) },
          merchant.webhookUrl,
          new Date(now),
        )
      : undefined;
  const changes = {
    status: outcome,
    channel: settlement.channel,
    gatewayResponse: settlement.gatewayResponse,
    ...(fees === undefined ? {} : { paidAt: now, fees, ...(shares ? { shares } : {}) }),
    ...(card ? { cardBin: card.bin, cardLast4: card.last4, cardBrand: card.brand, cardExpMonth: card.expMonth, cardExpYear: card.expYear } : {}),
    ...(authorizationCode ? { authorizationCode, reusable: true } : {}),
    ...signed,
    ...(started ? { subscriptionCode: started.subscription.subscriptionCode } : {}),
  };
  const { cardStep: _step, processorSession: _session, ...rest } = transaction;
  const updated: TransactionItem = { ...rest, ...changes };
  const event = merchant.webhookUrl
    ? newWebhookEvent({
        merchantId: merchant.merchantId,
        transactionId: transaction.transactionId,
        event: outcome === 'success' ? 'charge.success' : 'charge.failed',
        data: await merchantTransactionView(updated, { customer: transactionCustomerView(updated, customer), parties }),
      })
    : undefined;
  try {
    const result = await runTransaction(
      payService.transaction
        .write(({ transaction: transactions, authorization, webhookEvent, transferConfirmation, subscription }) => [
          transactions
            .patch({ transactionId: transaction.transactionId })
            .set(changes)
            .remove(['cardStep', 'processorSession'])
            .where(({ status, cancelledAt }, { ne, notExists }) => `${ne(status, 'success')} AND ${notExists(cancelledAt)}`)
            .commit(),
          ...(issueAuthorization && card && authorizationCode
            ? [
                authorization
                  .create({
                    authorizationCode,
                    merchantId: merchant.merchantId,
                    email: transaction.email,
                    bin: card.bin,
                    last4: card.last4,
                    brand: card.brand,
                    expMonth: card.expMonth,
                    expYear: card.expYear,
                    reusable: true,
                    inVault: settlement.saveCard ?? false,
                    createdAt: now,
                    ...(signed.cardSignature ? { signature: signed.cardSignature } : {}),
                    ...(signed.cardBank !== undefined ? { bank: signed.cardBank } : {}),
                    ...(signed.cardCountryCode ? { countryCode: signed.cardCountryCode } : {}),
                    ...(accountName ? { accountName } : {}),
                    ...(transaction.customerCode ? { customerCode: transaction.customerCode } : {}),
                  })
                  .commit(),
              ]
            : []),
          ...(event ? [webhookEvent.create(event).commit()] : []),
          // A plan's first success starts its subscription in this same write (shared/subscription-start.ts).
          ...(started ? [subscription.create(started.subscription).commit()] : []),
          ...(started?.event ? [webhookEvent.create(started.event).commit()] : []),
          ...(endsTransferWait(transaction, outcome, settlement) ? [transferConfirmation.delete({ transactionId: transaction.transactionId }).commit()] : []),
        ]),
    );
    if (result.canceled) throw await lostTo(transaction);
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    if (isTransactionCancelled(error) || isConditionFailure(error)) throw await lostTo(transaction);
    throw error;
  }
  return updated;
}

