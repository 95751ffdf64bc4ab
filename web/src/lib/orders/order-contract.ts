import type * as Server from '@functions/shop/order/contract';

/*
 * Issue #20's order shapes (contract B in the helpers' notes) for the browser, until the Shop's own
 * `functions/src/shop/order/contract.ts` carries them: then every name here is imported from there instead
 * and this file goes. Names and fields are exactly the server's.
 */

export const orderStatuses = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStates = ['unpaid', 'failed', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** A refund of (part of) the order's payment; `pending` until Pay's webhook settles it. Kobo. */
export interface OrderRefund {
  refundId: string;
  amount: number;
  reason: string;
  kind: 'admin' | 'duplicate' | 'remake';
  status: 'pending' | 'processed' | 'failed';
  requestedAt: string;
  settledAt: string | null;
}

export interface Order extends Omit<Server.Order, 'status' | 'payment'> {
  status: OrderStatus;
  payment: PaymentState;
  /** Processed refunds, kobo. */
  refundedAmount: number;
  /** Requested, not yet settled, kobo. */
  refundPendingAmount: number;
  /** Oldest first. */
  refunds: OrderRefund[];
  cancelledAt: string | null;
  cancelReason: string | null;
}

export interface AdminOrder extends Order {
  userId: string;
}

export interface DuplicatePaymentView extends Omit<Server.DuplicatePaymentView, 'refund'> {
  refund: 'pending' | 'refunded' | 'failed';
}

export interface AdminOrderDetail extends AdminOrder {
  duplicatePayments: DuplicatePaymentView[];
}

export const remakeStatuses = ['open', 'accepted', 'declined', 'refunded'] as const;
export type RemakeStatus = (typeof remakeStatuses)[number];

export interface RemakeRequest extends Omit<Server.RemakeRequest, 'status'> {
  status: RemakeStatus;
  outcome: 'remake' | 'partial_refund' | 'full_refund' | 'declined' | null;
  /** Kobo, once refunded. */
  refundAmount: number | null;
}

export interface AdminRemakeRequest extends RemakeRequest {
  userId: string;
  orderedMeasurement: Server.MeasurementSnapshot;
  correctedMeasurement: Server.AdminRemakeRequest['correctedMeasurement'];
}

/** `POST /order/cancel-order` */
export interface CancelOrderBody {
  orderID: string;
}

/** `POST /admin/order/refund-order`: `amount` in kobo. */
export interface RefundOrderBody {
  orderID: string;
  amount: number;
  reason: string;
  cancel?: boolean;
  idempotencyKey: string;
}

/** `POST /admin/order/cancel-order` */
export interface AdminCancelOrderBody {
  orderID: string;
  reason: string;
}

/** `POST /admin/order/update-order-status` */
export interface UpdateOrderStatusBody {
  orderID: string;
  status?: OrderStatus;
  confirmUnpaid?: boolean;
}

/** `POST /admin/order/settle-remake` */
export interface SettleRemakeBody {
  orderID: string;
  requestId: string;
  outcome: 'partial_refund' | 'full_refund';
  amount?: number;
  garmentReturned?: boolean;
  note: string;
  idempotencyKey: string;
}

export interface SettledRemake {
  request: AdminRemakeRequest;
  order: AdminOrderDetail;
}
