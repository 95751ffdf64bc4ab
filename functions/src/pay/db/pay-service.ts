import { Service } from '../../lib/data';
import { Authorization } from './authorization';
import { IdempotencyRecord } from './idempotency-record';
import { Invoice } from './invoice';
import { Merchant } from './merchant';
import { Plan } from './plan';
import { Refund } from './refund';
import { Staff, StaffInvite, StaffSignUp } from './staff';
import { Subscription } from './subscription';
import { entityConfig } from './table';
import { Transaction } from './transaction';
import { TransactionReference } from './transaction-reference';
import { Transfer } from './transfer';
import { TransferConfirmation } from './transfer-confirmation';
import { TransferRecipient } from './transfer-recipient';
import { TransferTotal } from './transfer-total';
import { VaultCode } from './vault-code';
import { WebhookEvent } from './webhook-event';

/**
 * Pay's entities as one service, for writes that must hold together (a transaction and its
 * reference; a status change and its webhook event; a refund and its reservation on the transaction). Kept apart from `table.ts`, which every entity
 * imports, so the modules never import each other in a cycle.
 */
export const payService = new Service(
  { merchant: Merchant, transaction: Transaction, transactionReference: TransactionReference, authorization: Authorization, vaultCode: VaultCode, idempotencyRecord: IdempotencyRecord, webhookEvent: WebhookEvent, transferConfirmation: TransferConfirmation, refund: Refund, transferRecipient: TransferRecipient, transfer: Transfer, transferTotal: TransferTotal, plan: Plan, subscription: Subscription, invoice: Invoice, staff: Staff, staffInvite: StaffInvite, staffSignUp: StaffSignUp },
  entityConfig,
);
