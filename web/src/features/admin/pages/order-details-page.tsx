import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useParams } from '../../../lib/router/routes';
import { Link } from '../../../lib/router/link';
import { Dialog } from '../../../components/dialog/dialog';
import { statusLabels } from '../../../components/orders/order-badges';
import { OrderRefunds, OrderTimeline } from '../../../components/orders/order-refunds';
import { orderStatuses, type AdminOrder, type AdminOrderDetail, type DuplicatePaymentView, type OrderStatus } from '@functions/shop/order/contract';
import { refundableAmount, wasPaid } from '../../../lib/orders/payment';
import { PriceSummaryList } from '../../../components/checkout/price-summary';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import { NeededByRow, OrderItemsHead, OrderMeasurements, OrderStateRows, OrderWhere } from '../../../components/orders/order-views';
import { refreshAfterOrderWrite } from '../api/admin-keys';
import { useAdminOrder } from '../api/fetch-order-by-id';
import { updateOrderStatus } from '../api/update-order-status';
import { useRemakeRequests } from '../api/fetch-remake-requests';
import { JobCards } from '../components/job-cards';
import { RemakeRequestList } from '../components/remake-requests';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { adminPaths } from '../../../config/admin-paths';
import { SummaryRow } from '../../../components/ui/summary-row';
import { SubmitButton } from '../../../components/ui/submit-button';
import { dateTimeFormat as dateTime } from '../../../lib/dates';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

const RefundDialog = lazy(() => import('../components/refund-dialog'));
const AdminCancelOrderDialog = lazy(() => import('../components/cancel-order-dialog'));


/** The statuses the menu offers: an order is cancelled with Cancel order or a refund, never by a plain status change. */
const menuStatuses = orderStatuses.filter((status): status is Exclude<OrderStatus, 'cancelled'> => status !== 'cancelled');

function isStatus(value: string): value is OrderStatus {
  return (menuStatuses as readonly string[]).includes(value);
}

/** Asks before work starts on an order nobody has paid for; the server refuses it otherwise. */
function UnpaidConfirm({ order, status, busy, onConfirm, onClose }: { order: AdminOrder; status: OrderStatus; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} role="alertdialog" onClose={onClose} variant="panel" initialFocus={keep}>
      <div className="admin-dialog">
        <h2 id={`${id}-title`}>This order is unpaid</h2>
        <p id={`${id}-text`}>
          Order {order.orderID} ({formatMoney(order.totalPrice)}) is {order.payment === 'failed' ? 'not paid: its payment failed' : 'not paid yet'}. Mark it{' '}
          {statusLabels[status].toLowerCase()} and start work on it anyway?
        </p>
        <div className="admin-dialog__actions">
          <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {busy ? 'Updating…' : `Yes, mark it ${statusLabels[status].toLowerCase()}`}
          </button>
          <button type="button" ref={keep} className="button button--outline" onClick={onClose}>
            Not now
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The status menu: nothing chosen is sent as is, so the server answers SPEC's 'select status'. */
function StatusForm({ order }: { order: AdminOrder }) {
  const { authedPost } = useSession();
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const { busy, run } = useToastedWrite();
  const unpaid = !wasPaid(order.payment);

  const send = (confirmUnpaid: boolean) =>
    run(
      () => updateOrderStatus(authedPost, order.orderID, choice, confirmUnpaid),
      () => {
        setChoice('');
        setConfirming(null);
        refreshAfterOrderWrite(order.orderID);
      },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unpaid && (choice === 'processing' || choice === 'completed')) {
      setConfirming(choice);
      return;
    }
    await send(false);
  };

  return (
    <form className="admin-status-form" onSubmit={(event) => void submit(event)}>
      <label>
        Change status
        <select value={choice} onChange={(event) => setChoice(isStatus(event.target.value) ? event.target.value : '')}>
          <option value="">Select status</option>
          {menuStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </label>
      <SubmitButton busy={busy} label="Update status" busyLabel="Updating…" small />
      {confirming ? <UnpaidConfirm order={order} status={confirming} busy={busy} onConfirm={() => void send(true)} onClose={() => setConfirming(null)} /> : null}
    </form>
  );
}

/** The order's open remake requests, decided here as on the remake requests page; nothing when there are none. */
function OpenRemakeRequests({ orderID }: { orderID: string }) {
  const requests = useRemakeRequests({ page: 1, status: 'open', orderID });
  if (requests.status !== 'success' || requests.data.items.length === 0) return null;
  return (
    <section className="admin-section" aria-labelledby="order-remakes">
      <h2 id="order-remakes">Open remake requests</h2>
      <RemakeRequestList requests={requests.data.items} label="Open remake requests of this order" showOrder={false} />
    </section>
  );
}

/** The duplicate's refund as an admin reads it: its state, and the server's note on what happened. */
function duplicateRefundText(payment: DuplicatePaymentView): string {
  if (payment.refundNote) return payment.refundNote;
  return payment.refund === 'refunded' ? 'Refunded' : payment.refund === 'failed' ? 'Refund failed' : 'Refund pending';
}

/** Payments that arrived after another had paid the order: money the customer is owed back. */
function DuplicatePayments({ payments }: { payments: readonly DuplicatePaymentView[] }) {
  if (payments.length === 0) return null;
  return (
    <section className="admin-section panel" aria-labelledby="order-duplicates">
      <h2 id="order-duplicates">{payments.length === 1 ? 'Duplicate payment' : 'Duplicate payments'}</h2>
      <p>This order was paid more than once: each payment below came after the one that paid it and is refunded to the customer automatically through Pay.</p>
      <table className="admin-table admin-table--cards" aria-label="Duplicate payments of this order">
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Amount</th>
            <th scope="col">Paid</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.reference}>
              <td data-label="Reference">{payment.reference}</td>
              <td data-label="Amount">{formatMoney(payment.amount)}</td>
              <td data-label="Paid">{dateTime.format(new Date(payment.paidAt ?? payment.recordedAt))}</td>
              <td data-label="Refund">{duplicateRefundText(payment)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Refund (a paid order) and Cancel order (an unpaid one): each opens its dialog, loaded on first use. */
function MoneyActions({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState<'refund' | 'cancel' | null>(null);
  const canRefund = (order.payment === 'paid' || order.payment === 'partially_refunded') && refundableAmount(order) > 0;
  const canCancel = order.status !== 'cancelled' && order.status !== 'completed' && !wasPaid(order.payment);
  if (!canRefund && !canCancel) return null;
  return (
    <div className="admin-actions">
      {canRefund ? (
        <button type="button" className="button button--outline button--small" onClick={() => setOpen('refund')}>
          Refund
        </button>
      ) : null}
      {canCancel ? (
        <button type="button" className="button button--outline button--small" onClick={() => setOpen('cancel')}>
          Cancel order
        </button>
      ) : null}
      <Suspense fallback={null}>
        {open === 'refund' ? <RefundDialog order={order} onClose={() => setOpen(null)} /> : null}
        {open === 'cancel' ? <AdminCancelOrderDialog order={order} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </div>
  );
}

function Details({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <section className="admin-section panel" aria-labelledby="order-customer">
        <h2 id="order-customer">Customer</h2>
        <dl className="summary">
          <SummaryRow term="Name">{order.name}</SummaryRow>
          <SummaryRow term="Phone">{order.phone || 'N/A'}</SummaryRow>
          <SummaryRow term="E-mail">{order.email}</SummaryRow>
          <OrderStateRows order={order} />
          <SummaryRow term="Placed">{dateTime.format(new Date(order.created_at))}</SummaryRow>
          <NeededByRow order={order} />
          {order.remakeOf ? (
            <SummaryRow term="Remake of">
              <Link to={adminPaths.orderDetails.getHref(order.remakeOf)}>{order.remakeOf}</Link>
            </SummaryRow>
          ) : null}
        </dl>
        {order.status === 'cancelled' ? null : <StatusForm order={order} />}
        <MoneyActions order={order} />
        <button type="button" className="button button--outline button--small" onClick={() => window.print()}>
          Print job cards
        </button>
      </section>
      <OrderRefunds order={order} className="admin-section panel" />
      <DuplicatePayments payments={order.duplicatePayments} />
      <section className="admin-section" aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <table className="admin-table admin-table--cards">
          <OrderItemsHead />
          <tbody>
            {order.orderItems.map((line, index) => (
              <tr key={`${line.productId}-${index}`}>
                <td data-label="Item">
                  <ResponsiveImage src={line.coverImage} alt="" width={40} height={48} loading="lazy" /> {line.title}
                </td>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Unit price">{formatMoney(line.unitPrice)}</td>
                <td data-label="Price">{formatMoney(line.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <PriceSummaryList naira prices={{ subtotal: order.subtotal, deliveryFee: order.deliveryFee, discount: order.discount, total: order.totalPrice }} />
      </section>
      <OpenRemakeRequests orderID={order.orderID} />
      <OrderMeasurements order={order} />
      <OrderWhere order={order} pickupTitle="Collected at" className="admin-section" />
      <OrderTimeline order={order} className="admin-section" />
      <JobCards order={order} />
    </>
  );
}

/** `/admin/orders/{orderID}`: the order as its customer sees it, who they are, and the status menu. */
export default function AdminOrderDetailsPage() {
  const { orderID = '' } = useParams();
  useDocumentTitle(`Admin order ${orderID}`);
  const order = useAdminOrder(orderID);
  return (
    <>
      <PageHeading>Order {orderID}</PageHeading>
      {order.status === 'loading' ? <LoadingNote>Loading the order…</LoadingNote> : null}
      {order.status === 'error' ? <ErrorState message={errorMessage(order.error)} onRetry={order.retry} /> : null}
      {order.status === 'success' ? <Details order={order.data} /> : null}
    </>
  );
}
