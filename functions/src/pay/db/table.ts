/**
 * Pay's single DynamoDB table. Layout (keys, gsi1..gsi5, TTL) comes from `lib/db/table-definition.ts`;
 * the entities beside this file map their access patterns onto it, and `pay-service.ts` joins them into
 * one data-layer service for multi-item transactions.
 *
 * Access patterns:
 * - merchant by id ........................... Merchant.byId                 pk/sk
 * - merchant by public key ................... Merchant.byPublicKey          gsi1
 * - merchant by secret-key hash .............. Merchant.bySecretKeyHash      gsi2
 * - merchant by live public key .............. Merchant.byLivePublicKey      gsi3 (sparse: merchants given their live pair)
 * - merchant by live secret-key hash ......... Merchant.byLiveSecretKeyHash  gsi4 (sparse, likewise)
 * - transaction by id ........................ Transaction.byId              pk/sk
 * - transaction by access code ............... Transaction.byAccessCode      gsi1
 * - a merchant's transactions newest first ... Transaction.byMerchant        gsi2 (from/to range; status/customer/amount/channel/currency filter within: list, export, totals)
 * - a merchant's transactions by parameters .. Transaction.byParameters      gsi3 (inline reuse rule)
 * - transaction by (merchant, reference) ..... TransactionReference.byReference pk/sk (also keeps references unique)
 * - saved card by authorization code ......... Authorization.byCode          pk/sk
 * - a customer's saved cards (vault) ......... Authorization.byEmail         gsi1
 * - live vault code per access code, TTL ..... VaultCode.byAccessCode        pk/sk
 * - requests per rule, subject, window, TTL .. RequestCounter.byWindow       pk/sk (vault code limits, dashboard wrong passwords/codes)
 * - idempotency record per (merchant, key) ... IdempotencyRecord.byKey       pk/sk, TTL
 * - webhook events (outbox) .................. WebhookEvent (see its file)
 * - reported transfers due for confirmation ... TransferConfirmation.byDue   gsi1 (per mode, by sent time)
 * - refund by id ............................. Refund.byId                   pk/sk
 * - a merchant's refunds newest first ........ Refund.byMerchant             gsi2 (currency/from/to filter within)
 * - a transaction's refunds .................. Refund.byTransaction          gsi3
 * - refunds for the processor to take ........ Refund.byStatus              gsi4 (pending by creation, processing by lease end)
 * - customer by (merchant, e-mail) ........... Customer.byEmail              pk/sk (also keeps e-mails unique per merchant)
 * - customer by customer code ................ Customer.byCode               gsi1
 * - a merchant's customers newest first ...... Customer.byMerchant           gsi2 (from/to within; e-mail part filter: dashboard search)
 * - a customer's transactions newest first ... Transaction.byCustomer        gsi5 (sparse: transactions made since customers exist)
 * - subaccount by code ....................... Subaccount.byCode             pk/sk (merchant checked on read)
 * - subaccount by numeric id ................. Subaccount.byId               gsi1
 * - a merchant's subaccounts newest first .... Subaccount.byMerchant         gsi2 (from/to within; active filter)
 * - split by code ............................ Split.byCode                  pk/sk (merchant checked on read)
 * - split by numeric id ...................... Split.byId                    gsi1
 * - a merchant's splits newest first ......... Split.byMerchant              gsi2 (from/to within; name/active filter)
 * - recipient by (merchant, bank, account) ... TransferRecipient.byAccount  pk/sk (also keeps accounts unique per merchant)
 * - recipient by recipient code .............. TransferRecipient.byCode     gsi1
 * - a merchant's recipients newest first ..... TransferRecipient.byMerchant gsi2 (from/to within)
 * - recipient by numeric id .................. TransferRecipient.byId       gsi3
 * - transfer by id (from merchant+reference) . Transfer.byId                pk/sk (also keeps references unique per merchant)
 * - transfer by transfer code ................ Transfer.byCode              gsi1
 * - a merchant's transfers newest first ...... Transfer.byMerchant          gsi2 (from/to within; dashboard status filter)
 * - a recipient's transfers newest first ..... Transfer.byRecipient         gsi3 (from/to within; dashboard status filter)
 * - transfers for the payout processor ....... Transfer.byStatus            gsi4 (pending by queueing, processing by lease end)
 * - a merchant's committed transfers ......... TransferTotal.byMerchant     pk/sk (per currency; the balance's atomic counter)
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
 * - a merchant's balance ledger .............. Transaction/Refund/Transfer.byMerchant gsi2 (derived: no item of its own)
 * - dashboard staff member by id (pool sub) .. Staff.byId                    pk/sk (read on every staff call: role, two-factor)
 * - a merchant's staff by joining time ....... Staff.byMerchant              gsi1 (team list)
 * - team invitation by id, TTL ............... StaffInvite.byId              pk/sk (the link's token is id + secret)
 * - a merchant's open invitations ............ StaffInvite.byMerchant        gsi1 (team list)
 * - dashboard sign-up waiting for its code ... StaffSignUp.byEmail           pk/sk, TTL
 * No request path scans the table.
 */
export { entityConfig, tableName } from '../../lib/db/table-config';
