import type { NotificationItem } from '../db/notification';
import type { OrderItem } from '../db/order';

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

/** The in-app news of the back office deciding a remake request: one per request, whatever the decision. */
export function remakeDecidedNotification(
  request: { userId: string; orderID: string; requestId: string; itemTitle: string },
  decision: { accepted: true; remakeOrderID: string } | { accepted: false; reason: string },
  at: string,
): NotificationItem {
  return {
    userId: request.userId,
    notificationId: `${request.orderID}.remake.${request.requestId}`,
    title: decision.accepted ? 'Remake accepted' : 'Remake declined',
    body: decision.accepted
      ? `We will remake ${request.itemTitle} from order ${request.orderID} at no charge: your new order is ${decision.remakeOrderID}.`
      : `We cannot remake ${request.itemTitle} from order ${request.orderID}: ${decision.reason}`,
    type: 'order',
    orderID: decision.accepted ? decision.remakeOrderID : request.orderID,
    read: false,
    created_at: at,
  };
}
