import type { OrderStatus, PaymentState } from '@functions/shop/order/contract';
import './orders.css';

export const statusLabels: Record<OrderStatus, string> = { pending: 'Pending', processing: 'Processing', completed: 'Completed', cancelled: 'Cancelled' };
export const paymentLabels: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  failed: 'Payment failed',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** SPEC §4's colours: pending red, processing yellow, completed green; a cancelled order is grey. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = status === 'completed' ? 'green' : status === 'processing' ? 'yellow' : status === 'cancelled' ? 'grey' : 'red';
  return <span className={`badge badge--${tone}`}>{statusLabels[status]}</span>;
}

/** Paid green, money (partly) given back yellow or grey, nothing paid red. */
export function PaymentBadge({ payment }: { payment: PaymentState }) {
  const tone = payment === 'paid' ? 'green' : payment === 'partially_refunded' ? 'yellow' : payment === 'refunded' ? 'grey' : 'red';
  return <span className={`badge badge--${tone}`}>{paymentLabels[payment]}</span>;
}

/**
 * One state for the customer, from the order's status and payment together ("Paid · awaiting tailoring"),
 * instead of a red "Pending" beside a green "Paid".
 */
export function orderStateOf({ status, payment }: { status: OrderStatus; payment: PaymentState }): { label: string; tone: 'green' | 'yellow' | 'red' | 'grey' } {
  const refunds = payment === 'refunded' || payment === 'partially_refunded' ? ` · ${paymentLabels[payment]}` : '';
  if (status === 'cancelled') return { label: `Cancelled${refunds}`, tone: 'grey' };
  if (payment === 'unpaid') return { label: 'Awaiting payment', tone: 'red' };
  if (payment === 'failed') return { label: 'Payment failed', tone: 'red' };
  if (status === 'completed') return { label: `Completed${refunds}`, tone: 'green' };
  return { label: `Paid · ${status === 'processing' ? 'being tailored' : 'awaiting tailoring'}${refunds}`, tone: 'yellow' };
}

export function OrderStateBadge({ order }: { order: { status: OrderStatus; payment: PaymentState } }) {
  const { label, tone } = orderStateOf(order);
  return <span className={`badge badge--${tone}`}>{label}</span>;
}
