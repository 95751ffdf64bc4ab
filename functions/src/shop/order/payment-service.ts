import { settledValue } from '../../lib/async/settled';
import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { ConflictError } from '../../lib/http/errors';
import { logger } from '../../lib/http/logger';
import { DiscountSlot } from '../db/discount-slot';
import { wasPaid } from '../domain/order-states';
import { Order, type OrderItem } from '../db/order';
import { shopTables } from '../db/transaction';
import { cancelPayment, initializePayment, isPaid, verifyPayment, type VerifiedPayment } from '../shared/pay-client';
import { salesCounterNames } from '../shared/sales-calendar';
import type { Order as OrderView, PlacedOrder } from './contract';
import { slotHoldMs } from './discount-slots';
import { isSettledElsewhere, recordIfDuplicate } from './duplicate-payment-service';
import { parsePaymentReference, paymentReference } from './order-id';
import { receiptMail } from './order-mail';
import { paymentReceivedNotification } from './order-notifications';
import { loadOwnOrder } from './order-access';
import { queueMail } from './order-mailer';
import { toOrderView } from './order-view';

const maxTries = 8;
/** How many of an order's latest payment attempts a check asks Pay about. */
const attemptsChecked = 5;

function pause(ms: number): Promise<void> {
  return new Promise((wake) => setTimeout(wake, ms));
}

/**
 * Marks an order paid for a payment Pay reports as successful, exactly once whichever path (the customer's
 * verify, Pay's webhook, any number of retries) gets here first: the order's conditional update, the
 * discount slot turning `used`, the counters (totals, pending work, the Lagos day's and month's sales), the
 * "payment received" notification and the receipt e-mail are one transaction, so only the caller whose
 * transaction went through queues the receipt. A success for an order another reference already paid, or for a
 * cancelled order, is a duplicate payment (refunded to the customer), never counted. Returns the order as it now stands.
 */
export async function markPaid(order: OrderItem, payment: VerifiedPayment): Promise<OrderItem> {
  const attempt = parsePaymentReference(payment.reference);
  if (!isPaid(payment) || attempt?.orderID !== order.orderID || attempt.attempt > order.paymentAttempts) return order;
  if (isSettledElsewhere(order)) return recordIfDuplicate(order, payment);
  if (payment.amount !== order.totalPrice || payment.currency !== 'NGN') {
    // Only possible for an attempt started before the order lost its expired discount: never fulfil it silently.
    logger.error('A payment does not match its order', { orderID: order.orderID, reference: payment.reference, amount: payment.amount, totalPrice: order.totalPrice });
    return order;
  }
  let current = order;
  for (let tries = 1; !isSettledElsewhere(current); tries += 1) {
    const at = new Date().toISOString();
    const sales = salesCounterNames(at);
    const slot = current.discountSlot;
    const status = current.status;
    const paid: OrderItem = { ...current, payment: 'paid', paidAt: at, paidReference: payment.reference, updated_at: at };
    const received = paymentReceivedNotification(current, at);
    try {
      await transactWrite(
        shopTables.transaction.write((writers) => [
          writers.order
            .patch({ orderID: current.orderID })
            .set({ payment: 'paid', paidAt: at, paidReference: payment.reference, updated_at: at })
            .where((attr, op) => `${op.eq(attr.status, status)} AND (${op.eq(attr.payment, 'unpaid')} OR ${op.eq(attr.payment, 'failed')}) AND ${op.eq(attr.totalPrice, payment.amount)}`)
            .commit(),
          ...(slot === undefined
            ? []
            : [writers.discountSlot.patch({ userId: current.userId, slot }).set({ state: 'used' }).where((attr, op) => op.eq(attr.orderID, current.orderID)).commit()]),
          writers.dashboardCounter.update({ name: 'orders:paid' }).add({ value: 1 }).commit(),
          writers.dashboardCounter.update({ name: 'revenue' }).add({ value: payment.amount }).commit(),
          writers.notification.create(received).commit(),
          queueMail(writers, received.notificationId, paid.email, receiptMail(toOrderView(paid)), at),
          writers.dashboardCounter.update({ name: sales.dayRevenue }).add({ value: payment.amount }).commit(),
          writers.dashboardCounter.update({ name: sales.dayOrders }).add({ value: 1 }).commit(),
          writers.dashboardCounter.update({ name: sales.monthRevenue }).add({ value: payment.amount }).commit(),
          writers.dashboardCounter.update({ name: sales.monthOrders }).add({ value: 1 }).commit(),
          ...(status === 'pending' ? [writers.dashboardCounter.update({ name: 'orders:pending' }).add({ value: 1 }).commit()] : []),
        ]),
      );
      return paid;
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      const { data } = await Order.get({ orderID: order.orderID }).go({ consistent: true });
      if (!data) return current;
      current = data;
      if (isSettledElsewhere(current)) return recordIfDuplicate(current, payment);
      if (current.totalPrice !== payment.amount) return current;
      if (tries >= maxTries) throw error;
      await pause(20 + Math.floor(Math.random() * 50 * tries));
    }
  }
  return current;
}

/** Records a failed attempt on an unpaid order, so its page offers "Pay now". */
export async function markFailed(order: OrderItem, reference: string): Promise<OrderItem> {
  if (order.payment !== 'unpaid' || reference !== paymentReference(order.orderID, order.paymentAttempts)) return order;
  try {
    await Order.patch({ orderID: order.orderID })
      .set({ payment: 'failed', updated_at: new Date().toISOString() })
      .where((attr, op) => `${op.eq(attr.payment, 'unpaid')} AND ${op.eq(attr.paymentAttempts, order.paymentAttempts)}`)
      .go({ response: 'none' });
    return { ...order, payment: 'failed' };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await Order.get({ orderID: order.orderID }).go({ consistent: true });
    return data ?? order;
  }
}

/** Asks Pay about the order's latest attempts (newest first) and settles the order by what Pay says. */
async function settleWithPay(order: OrderItem): Promise<OrderItem> {
  if (wasPaid(order.payment)) return order;
  const oldest = Math.max(1, order.paymentAttempts - attemptsChecked + 1);
  let latest: VerifiedPayment | undefined;
  for (let attempt = order.paymentAttempts; attempt >= oldest; attempt -= 1) {
    const verified = await verifyPayment(paymentReference(order.orderID, attempt));
    if (verified && isPaid(verified)) return markPaid(order, verified);
    if (attempt === order.paymentAttempts) latest = verified;
  }
  return latest?.status === 'failed' ? markFailed(order, latest.reference) : order;
}

/** `POST /order/verify-payment`: the pop-up reported success; the order is paid only if Pay confirms it. */
export async function verifyOrderPayment(userId: string, orderID: string): Promise<OrderView> {
  return toOrderView(await settleWithPay(await loadOwnOrder(userId, orderID)));
}

/** A customer paying again keeps the member discount for another hold period, if the order still holds its slot. */
async function renewDiscountHold(order: OrderItem): Promise<void> {
  if (order.discountSlot === undefined) return;
  try {
    await DiscountSlot.patch({ userId: order.userId, slot: order.discountSlot })
      .set({ holdUntil: new Date(Date.now() + slotHoldMs).toISOString() })
      .where((attr, op) => `${op.eq(attr.orderID, order.orderID)} AND ${op.eq(attr.state, 'reserved')}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Cancels the order's current attempt at Pay before another starts, so its access code can never be paid
 * beside the new one (one order, one payment). If Pay refuses because that attempt was paid first, the order is
 * settled as paid instead; a bank transfer the customer reported for it must be confirmed before paying again.
 */
async function closeCurrentAttempt(order: OrderItem): Promise<OrderItem> {
  const reference = paymentReference(order.orderID, order.paymentAttempts);
  if ((await cancelPayment(reference)) !== 'refused') return order;
  const verified = await verifyPayment(reference);
  if (verified && isPaid(verified)) return markPaid(order, verified);
  throw new ConflictError('A bank transfer for this order is being confirmed; please wait for it before paying again');
}

/**
 * Settles an unpaid order with Pay and closes its open attempt, before the order pays again or is cancelled:
 * answers the order paid if Pay says an attempt was paid first, and throws 409 while a bank transfer reported
 * for it is being confirmed.
 */
export async function closeOpenPayment(order: OrderItem): Promise<OrderItem> {
  const settled = await settleWithPay(order);
  return wasPaid(settled.payment) ? settled : closeCurrentAttempt(settled);
}

/**
 * Before an unpaid order pays again: cancels its current attempt at Pay (settling it as paid if Pay says it was),
 * then claims the next attempt number (so two clicks never share one) and keeps its member discount held.
 * Answers the order as it now stands and the attempt claimed.
 */
export async function claimNextAttempt(userId: string, orderID: string): Promise<{ order: OrderItem; attempt: number }> {
  const own = await loadOwnOrder(userId, orderID);
  if (own.status === 'cancelled') throw new ConflictError('This order is cancelled');
  const order = await closeOpenPayment(own);
  if (wasPaid(order.payment)) throw new ConflictError('This order is already paid');
  const attempt = order.paymentAttempts + 1;
  try {
    await Order.patch({ orderID })
      .set({ paymentAttempts: attempt, payment: 'unpaid', updated_at: new Date().toISOString() })
      .remove(['accessCode'])
      .where((attr, op) => `${op.eq(attr.paymentAttempts, order.paymentAttempts)} AND ${op.ne(attr.payment, 'paid')} AND ${op.ne(attr.status, 'cancelled')}`)
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('A payment for this order is already starting; please wait a moment');
    throw error;
  }
  if (order.discountSlot !== undefined) await renewDiscountHold(order);
  return { order: { ...order, paymentAttempts: attempt, payment: 'unpaid' }, attempt };
}

/**
 * "Pay now" on an unpaid order: a new attempt (`claimNextAttempt`), then a new Pay transaction with reference
 * `{orderID}-n` for the order's current total.
 */
export async function payAgain(userId: string, orderID: string): Promise<PlacedOrder> {
  const { order, attempt } = await claimNextAttempt(userId, orderID);
  const initialized = await initializePayment({
    email: order.email,
    amount: order.totalPrice,
    reference: paymentReference(orderID, attempt),
    metadata: { orderID },
    label: `Order ${orderID}`,
  });
  try {
    await Order.patch({ orderID }).set({ accessCode: initialized.access_code }).where((attr, op) => op.eq(attr.paymentAttempts, attempt)).go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) {
      // Another "Pay now" claimed a later attempt while this one was starting: that one is the order's payment,
      // and this attempt's access code goes to nobody, so it is closed at Pay too (if Pay cannot be reached the
      // code still goes to nobody, so the customer gets the 409 either way).
      await cancelPayment(paymentReference(orderID, attempt)).catch((cancelError: unknown) => {
        logger.warn('An unused payment attempt could not be cancelled at Pay', { orderID, attempt, error: cancelError });
      });
      throw new ConflictError('A newer payment for this order has started; please use that one');
    }
    throw error;
  }
  return { ...toOrderView(order), accessCode: initialized.access_code };
}

/**
 * A signed `charge.*` event from Pay (`pay-webhook.ts` checked the signature): Pay is asked to verify the
 * reference before anything is fulfilled, as Pay asks every merchant to. Replays are harmless: the order is
 * marked paid once, and a success for an order another reference paid is recorded once as a duplicate payment.
 */
export async function receiveChargeEvent(reference: string): Promise<void> {
  const named = parsePaymentReference(reference);
  if (!named) return;
  // Pay is asked while the order is read: a replayed event for an order this reference already paid, or for no
  // order, only wastes the question (and Pay failing to answer it fails nothing then).
  const [read, asked] = await Promise.allSettled([Order.get({ orderID: named.orderID }).go({ consistent: true }), verifyPayment(reference)]);
  const { data: order } = settledValue(read);
  if (!order || order.paidReference === reference) return;
  const verified = settledValue(asked);
  if (!verified) return;
  if (isPaid(verified)) await markPaid(order, verified);
  else if (verified.status === 'failed') await markFailed(order, reference);
}
