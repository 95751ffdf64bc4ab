import { adminInbox, type NotificationItem } from '../db/notification';
import type { OrderItem } from '../db/order';
import type { OrderRefundItem } from '../db/order-refund';
import { formatKobo } from '../shared/naira';

/**
 * The in-app notifications of an order's events. Each id is made from the event, so the create that writes
 * it (inside the event's transaction) can only ever succeed once.
 */
export function orderPlacedNotification(order: Pick<OrderItem, 'userId' | 'orderID' | 'created_at'>): NotificationItem {
  return {
    userId: order.userId,
    notificationId: `${order.orderID}.placed`,
    title: 'Order placed',
    body: `We have received your order ${order.orderID}. It will be processed once payment is confirmed.`,
    type: 'order',
    orderID: order.orderID,
    read: false,
    created_at: order.created_at,
  };
}

export function paymentReceivedNotification(order: Pick<OrderItem, 'userId' | 'orderID'>, at: string): NotificationItem {
  return {
    userId: order.userId,
    notificationId: `${order.orderID}.paid`,
    title: 'Payment received',
    body: `Thank you! Payment for order ${order.orderID} is confirmed and our tailors will start on it.`,
    type: 'order',
    orderID: order.orderID,
    read: false,
    created_at: at,
  };
}

/** The in-app news of the back office moving an order; `change` is the order's status-history length after the move. */
export function statusChangedNotification(order: Pick<OrderItem, 'userId' | 'orderID'>, status: string, change: number, at: string): NotificationItem {
  return {
    userId: order.userId,
    notificationId: `${order.orderID}.status.${change}`,
    title: `Order ${status}`,
    body: `Your order ${order.orderID} is now ${status}.`,
    type: 'order',
    orderID: order.orderID,
    read: false,
    created_at: at,
  };
}

export type RemakeDecision =
  | { accepted: true; remakeOrderID: string }
  | { accepted: false; reason: string }
  | { refund: 'partial_refund' | 'full_refund'; amount: number; note: string };

function remakeDecisionText(request: { orderID: string; itemTitle: string }, decision: RemakeDecision): { title: string; body: string } {
  if ('refund' in decision) {
    const what = decision.refund === 'full_refund' ? 'a full refund' : 'a partial refund';
    return { title: 'Remake request settled', body: `We are giving you ${what} of ${formatKobo(decision.amount)} for ${request.itemTitle} from order ${request.orderID}: ${decision.note}` };
  }
  return decision.accepted
    ? { title: 'Remake accepted', body: `We will remake ${request.itemTitle} from order ${request.orderID} at no charge: your new order is ${decision.remakeOrderID}.` }
    : { title: 'Remake declined', body: `We cannot remake ${request.itemTitle} from order ${request.orderID}: ${decision.reason}` };
}

/** The in-app news of the back office deciding a remake request: one per request, whatever the decision. */
export function remakeDecidedNotification(request: { userId: string; orderID: string; requestId: string; itemTitle: string }, decision: RemakeDecision, at: string): NotificationItem {
  return {
    userId: request.userId,
    notificationId: `${request.orderID}.remake.${request.requestId}`,
    ...remakeDecisionText(request, decision),
    type: 'order',
    orderID: 'accepted' in decision && decision.accepted ? decision.remakeOrderID : request.orderID,
    read: false,
    created_at: at,
  };
}

/** The in-app news of an order being cancelled, by its customer or by the shop (with the reason). */
export function orderCancelledNotification(order: Pick<OrderItem, 'userId' | 'orderID'>, reason: string | undefined, at: string): NotificationItem {
  return {
    userId: order.userId,
    notificationId: `${order.orderID}.cancelled`,
    title: 'Order cancelled',
    body: reason ? `Your order ${order.orderID} has been cancelled: ${reason}` : `Your order ${order.orderID} has been cancelled.`,
    type: 'order',
    orderID: order.orderID,
    read: false,
    created_at: at,
  };
}

/** The in-app news of money back: one per refund, written by the transaction that settles it. */
export function refundedNotification(refund: Pick<OrderRefundItem, 'userId' | 'orderID' | 'refundId' | 'amount' | 'reason'>, at: string): NotificationItem {
  return {
    userId: refund.userId,
    notificationId: `${refund.orderID}.refund.${refund.refundId}`,
    title: 'Refund processed',
    body: `We have refunded ${formatKobo(refund.amount)} for order ${refund.orderID}: ${refund.reason}`,
    type: 'order',
    orderID: refund.orderID,
    read: false,
    created_at: at,
  };
}

/** A refund Pay could not make goes to the admins' inbox: someone has to give the money back by hand. */
export function refundFailedNotification(refund: Pick<OrderRefundItem, 'orderID' | 'refundId' | 'amount'>, at: string): NotificationItem {
  return {
    userId: adminInbox,
    notificationId: `refund-failed.${refund.orderID}.${refund.refundId}`,
    title: 'Refund failed',
    body: `Pay could not refund ${formatKobo(refund.amount)} for order ${refund.orderID}. Refund the customer another way or try again.`,
    type: 'order',
    orderID: refund.orderID,
    read: false,
    created_at: at,
  };
}
