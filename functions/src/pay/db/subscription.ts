import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { planIntervals } from './plan';
import { entityConfig } from './table';

/** Paystack's subscription statuses. `non-renewing`: paid to the end of its period, never charged again. */
export const subscriptionStatuses = ['active', 'non-renewing', 'attention', 'completed', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * A customer's subscription to a plan. `renewal` and `dueAt` place it on the renewal sweep's index
 * (`byDue`): `scheduled` ones sorted by when the sweep must next look at them (the next payment date, or the
 * end of a sweep's lease while one works on it, see `subscription/renewal-service.ts`); `ended` ones never
 * again. `period` counts the billing periods started (the first payment is period 1), so each period's
 * invoice has one code and each of its attempts one transaction reference. Every move is conditional.
 */
export const Subscription = new Entity(
  {
    model: { entity: 'subscription', version: '1', service: 'pay' },
    attributes: {
      subscriptionCode: { type: 'string', required: true },
      subscriptionId: { type: 'number', required: true },
      merchantId: { type: 'string', required: true },
      domain: { type: processorModes, default: 'test' },
      email: { type: 'string', required: true },
      customerCode: { type: 'string', required: true },
      customerId: { type: 'number', required: true },
      planCode: { type: 'string', required: true },
      planId: { type: 'number', required: true },
      /** Kobo per period (the plan's amount × quantity; follows the plan when it is updated for existing subscriptions). */
      amount: { type: 'number', required: true },
      quantity: { type: 'number', required: true, default: 1 },
      interval: { type: planIntervals, required: true },
      invoiceLimit: { type: 'number', required: true, default: 0 },
      authorizationCode: { type: 'string', required: true },
      /** The token `enable`/`disable` need (Paystack's `email_token`). */
      emailToken: { type: 'string', required: true },
      status: { type: subscriptionStatuses, required: true },
      period: { type: 'number', required: true, default: 0 },
      paymentsCount: { type: 'number', required: true, default: 0 },
      /** Failed attempts of the open invoice (reset when a period is paid or given up). */
      failedAttempts: { type: 'number', required: true, default: 0 },
      startAt: { type: 'string', required: true },
      nextPaymentDate: { type: 'string' },
      openInvoice: { type: 'string' },
      renewal: { type: ['scheduled', 'ended'] as const, required: true },
      dueAt: { type: 'string', required: true },
      /** The sweep holding it (with `dueAt` at the lease's end). */
      claimToken: { type: 'string' },
      /** The capability in its manage link (`subscription/manage-link-service.ts`): the customer's page to change the card or cancel. */
      manageToken: { type: 'string' },
      manageTokenExpiresAt: { type: 'string' },
      /** The transaction whose success started it, when it began at a checkout. */
      originTransactionId: { type: 'number' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byCode: { pk: { field: 'pk', composite: ['subscriptionCode'] }, sk: { field: 'sk', composite: [] } },
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['subscriptionId'] }, sk: { field: 'gsi1sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
      byPlan: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['planCode'] }, sk: { field: 'gsi3sk', composite: ['createdAt'] } },
      byDue: { index: 'gsi4', pk: { field: 'gsi4pk', composite: ['renewal'] }, sk: { field: 'gsi4sk', composite: ['dueAt'] } },
      byCustomer: { index: 'gsi5', pk: { field: 'gsi5pk', composite: ['customerCode'] }, sk: { field: 'gsi5sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type SubscriptionItem = EntityItem<typeof Subscription>;
