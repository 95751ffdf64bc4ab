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
