import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

export const transactionStatuses = ['pending', 'success', 'failed', 'abandoned'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/**
 * One payment attempt for a merchant. Only card facts that are safe to keep are stored (bin, last4,
 * brand, expiry, authorization code): never the number or the CVV. `status` leaves `pending` at most once
 * for success; every such move is a conditional write. A merchant's cancel is final (`cancelledAt`).
 */
export const Transaction = new Entity(
  {
    model: { entity: 'transaction', version: '1', service: 'pay' },
    attributes: {
      transactionId: { type: 'number', required: true },
      merchantId: { type: 'string', required: true },
      /** The merchant's mode when it was made (the API's `domain`; absent on older items: test). It picks the acquirer. */
      domain: { type: processorModes, default: 'test' },
      reference: { type: 'string', required: true },
      accessCode: { type: 'string', required: true },
      email: { type: 'string', required: true },
      amount: { type: 'number', required: true },
      currency: { type: 'string', required: true, default: 'NGN' },
      status: { type: transactionStatuses, required: true, default: 'pending' },
      channels: { type: 'list', items: { type: 'string' }, required: true },
      callbackUrl: { type: 'string', required: true, default: '' },
      /** The merchant's metadata as JSON text (any shape the merchant sends). */
      metadata: { type: 'string', required: true, default: '' },
      label: { type: 'string', required: true, default: '' },
      firstName: { type: 'string', required: true, default: '' },
      lastName: { type: 'string', required: true, default: '' },
      phone: { type: 'string', required: true, default: '' },
      /** Fingerprint of the inline parameters with the pop-up's checkout token (the reuse rule), or `<source>:<id>` when nothing may resume it. */
      parametersHash: { type: 'string', required: true },
      source: { type: ['inline', 'api', 'authorization'] as const, required: true },
      /** The customer's language from the pop-up's `Accept-Language` (`en`, `fr`…), for the checkout page. */
      language: { type: 'string' },
      /** Older items only: `connect_account` is refused now (`transaction/unsupported-parameters.ts`). */
      connectAccount: { type: 'string' },
      createdAt: { type: 'string', required: true },
      paidAt: { type: 'string' },
      channel: { type: 'string' },
      gatewayResponse: { type: 'string' },
      cardBin: { type: 'string' },
      cardLast4: { type: 'string' },
      cardBrand: { type: 'string' },
      cardExpMonth: { type: 'string' },
      cardExpYear: { type: 'string' },
      authorizationCode: { type: 'string' },
      reusable: { type: 'boolean' },
      /** The authentication step the processor asked for, with its opaque session. */
      cardStep: { type: ['pin', 'otp'] as const },
      processorSession: { type: 'string' },
      saveCard: { type: 'boolean' },
      transferAccountNumber: { type: 'string' },
      transferBankName: { type: 'string' },
      transferAccountName: { type: 'string' },
      transferExpiresAt: { type: 'string' },
      /** When the customer said "I have sent the money" (a `TransferConfirmation` waits for it meanwhile). */
      transferSentAt: { type: 'string' },
      ipAddress: { type: 'string' },
      /** The script's checkout log, as the JSON text it sends. */
      log: { type: 'string' },
      attempts: { type: 'number', required: true, default: 0 },
      /**
       * When the merchant cancelled it (`POST /transaction/cancel/{reference}`): status `abandoned` for good.
       * Every charge (card, transfer, vault, wallet) and every resume is conditional on this being absent.
       */
      cancelledAt: { type: 'string' },
      /**
       * Kobo held by this transaction's pending, processing and processed refunds: every refund adds to it in
       * the same transaction as its Refund item, only while it stays within `amount`; a failed refund gives
       * its amount back. Absent until the first refund (then the view looks the refunds up).
       */
      refundReserved: { type: 'number' },
      /** Kobo of its processed refunds: the view's `amount_refunded` and `partially_refunded`/`refunded` status. */
      refundedAmount: { type: 'number' },
      /** The merchant's customer this transaction is for (found or created when it was made). */
      customerId: { type: 'number' },
      customerCode: { type: 'string' },
      /** The card's stable signature for this merchant (`shared/card-signature.ts`) and its issuer facts. */
      cardSignature: { type: 'string' },
      cardBank: { type: 'string' },
      cardCountryCode: { type: 'string' },
      cardAccountName: { type: 'string' },
      /** Pay's fee in kobo, computed once from the merchant's schedule in the write that makes it a success. */
      fees: { type: 'number' },
      /** The amount the merchant asked for when it was made (the API's `requested_amount`; absent on older items: `amount`). */
      requestedAmount: { type: 'number' },
      /** The merchant's own order number from the pop-up's or initialize's `order_id`, as text. */
      orderId: { type: 'string' },
      /** Splits (docs/pay.md, Subaccounts and splits): the subaccount or split named at initialize, who bears the fees, the merchant's flat charge. */
      subaccountCode: { type: 'string' },
      splitCode: { type: 'string' },
      bearer: { type: 'string' },
      transactionCharge: { type: 'number' },
      /**
       * Each party's part in integer kobo, written with `fees` in the write that makes it a success: `party` is `main`
       * (the merchant) or a subaccount code; Σ amount = amount, Σ fees = fees. Absent: all the merchant's. The balance (`transfer/balance-arithmetic.ts`) reads it.
       */
      shares: {
        type: 'list',
        items: { type: 'map', properties: { party: { type: 'string', required: true }, amount: { type: 'number', required: true }, fees: { type: 'number', required: true } } },
      },
      /**
       * Plans (docs/pay.md, Plans and subscriptions): the plan a checkout subscribes to (`plan`), as it was then
       * (`planObject`, JSON text), with the subscription's terms from initialize; its first success starts
       * `subscriptionCode`. A renewal charge carries its subscription and `invoiceCode`.
       */
      planCode: { type: 'string' },
      planObject: { type: 'string' },
      quantity: { type: 'number' },
      planInterval: { type: 'string' },
      planInvoiceLimit: { type: 'number' },
      planStartDate: { type: 'string' },
      subscriptionCode: { type: 'string' },
      invoiceCode: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['transactionId'] }, sk: { field: 'sk', composite: [] } },
      byAccessCode: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['accessCode'] }, sk: { field: 'gsi1sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
      byParameters: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['merchantId', 'parametersHash'] },
        sk: { field: 'gsi3sk', composite: ['createdAt'] },
      },
      byCustomer: { index: 'gsi5', pk: { field: 'gsi5pk', composite: ['customerCode'] }, sk: { field: 'gsi5sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type TransactionItem = EntityItem<typeof Transaction>;
