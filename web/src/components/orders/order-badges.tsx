import type { OrderStatus, PaymentState } from '@functions/shop/order/contract';
import './orders.css';

const statusLabels: Record<OrderStatus, string> = { pending: 'Pending', processing: 'Processing', completed: 'Completed' };
const paymentLabels: Record<PaymentState, string> = { unpaid: 'Unpaid', paid: 'Paid', failed: 'Payment failed' };

/** SPEC §4's colours: pending red, processing yellow, completed green (anything else red). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = status === 'completed' ? 'green' : status === 'processing' ? 'yellow' : 'red';
  return <span className={`badge badge--${tone}`}>{statusLabels[status]}</span>;
}

export function PaymentBadge({ payment }: { payment: PaymentState }) {
  const tone = payment === 'paid' ? 'green' : 'red';
  return <span className={`badge badge--${tone}`}>{paymentLabels[payment]}</span>;
}
