/**
 * Pay's single DynamoDB table. Layout (keys, gsi1..gsi5, TTL) comes from `lib/db/table-definition.ts`;
 * the entities beside this file map their access patterns onto it, and `pay-service.ts` joins them into
 * one ElectroDB service for multi-item transactions.
 *
 * Access patterns:
 * - merchant by id ........................... Merchant.byId                 pk/sk
 * - merchant by public key ................... Merchant.byPublicKey          gsi1
 * - merchant by secret-key hash .............. Merchant.bySecretKeyHash      gsi2
 * - transaction by id ........................ Transaction.byId              pk/sk
 * - transaction by access code ............... Transaction.byAccessCode      gsi1
 * - a merchant's transactions newest first ... Transaction.byMerchant        gsi2 (from/to range; status/customer/amount/channel/currency filter within: list, export, totals)
 * - a merchant's transactions by parameters .. Transaction.byParameters      gsi3 (inline reuse rule)
 * - transaction by (merchant, reference) ..... TransactionReference.byReference pk/sk (also keeps references unique)
 * - saved card by authorization code ......... Authorization.byCode          pk/sk
 * - a customer's saved cards (vault) ......... Authorization.byEmail         gsi1
 * - live vault code per access code, TTL ..... VaultCode.byAccessCode        pk/sk
 * - requests per rule, subject, window, TTL .. RequestCounter.byWindow       pk/sk (vault code limits)
 * - idempotency record per (merchant, key) ... IdempotencyRecord.byKey       pk/sk, TTL
 * - webhook events (outbox) .................. WebhookEvent (see its file)
 * - reported transfers due for confirmation ... TransferConfirmation.byDue   gsi1 (per mode, by sent time)
 * - refund by id ............................. Refund.byId                   pk/sk
 * - a merchant's refunds newest first ........ Refund.byMerchant             gsi2 (currency/from/to filter within)
 * - a transaction's refunds .................. Refund.byTransaction          gsi3
 * - refunds for the processor to take ........ Refund.byStatus              gsi4 (pending by creation, processing by lease end)
 * - customer by (merchant, e-mail) ........... Customer.byEmail              pk/sk (also keeps e-mails unique per merchant)
 * - customer by customer code ................ Customer.byCode               gsi1
 * - a merchant's customers newest first ...... Customer.byMerchant           gsi2 (from/to within)
 * - a customer's transactions newest first ... Transaction.byCustomer        gsi5 (sparse: transactions made since customers exist)
 * - plan by code ............................. Plan.byCode                   pk/sk
 * - plan by numeric id ....................... Plan.byId                     gsi1
 * - a merchant's plans newest first .......... Plan.byMerchant              gsi2 (status/interval/amount filter within)
 * - subscription by code ..................... Subscription.byCode           pk/sk
 * - subscription by numeric id ............... Subscription.byId             gsi1
 * - a merchant's subscriptions newest first .. Subscription.byMerchant       gsi2 (customer/plan filter within)
 * - a plan's subscriptions ................... Subscription.byPlan           gsi3
 * - subscriptions due for the renewal sweep .. Subscription.byDue            gsi4 (scheduled, by next payment date or lease end)
 * - a customer's subscriptions ............... Subscription.byCustomer       gsi5
 * - invoice by code (one per period) ......... Invoice.byCode                pk/sk
 * - a subscription's invoices ................ Invoice.bySubscription       gsi3
 * No request path scans the table.
 */
import { documentClient } from '../../lib/db/document-client';
import { requireEnv } from '../../lib/env/env';

export const tableName = requireEnv('TABLE_NAME');

export const entityConfig = { table: tableName, client: documentClient };
