import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { orderStatuses, type AdminOrder, type AdminOrderDetail, type DuplicatePaymentView, type OrderStatus } from '@functions/shop/order/contract';
import { PriceSummaryList } from '../../../components/checkout/price-summary';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import { invalidate } from '../../../lib/use-query';
import { NeededByRow, OrderItemsHead, OrderMeasurements, OrderStateRows, OrderWhere } from '../../../components/orders/order-views';
import { adminKeys } from '../api/admin-keys';
import { useAdminOrder } from '../api/fetch-order-by-id';
import { updateOrderStatus } from '../api/update-order-status';
import { useRemakeRequests } from '../api/fetch-remake-requests';
import { JobCards } from '../components/job-cards';
import { RemakeRequestList } from '../components/remake-requests';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { adminPaths } from '../../../config/admin-paths';
import { SummaryRow } from '../../../components/ui/summary-row';
import { SubmitButton } from '../../../components/ui/submit-button';

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

function isStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/** The status menu: nothing chosen is sent as is, so the server answers SPEC's 'select status'. */
function StatusForm({ order }: { order: AdminOrder }) {
  const { authedPost } = useSession();
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const { busy, run } = useToastedWrite();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      () => updateOrderStatus(authedPost, order.orderID, choice),
      () => {
        setChoice('');
        invalidate(adminKeys.order(order.orderID));
        invalidate(adminKeys.orders);
        invalidate(adminKeys.dashboard);
      },
    );
  };

  return (
    <form className="admin-status-form" onSubmit={(event) => void submit(event)}>
      <label>
        Change status
        <select value={choice} onChange={(event) => setChoice(isStatus(event.target.value) ? event.target.value : '')}>
          <option value="">Select status</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {status.charAt(0).toUpperCase() + status.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <SubmitButton busy={busy} label="Update status" busyLabel="Updating…" small />
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

/** Payments that arrived after another had paid the order: money the customer is owed back. */
function DuplicatePayments({ payments }: { payments: readonly DuplicatePaymentView[] }) {
  if (payments.length === 0) return null;
  return (
    <section className="admin-section panel" aria-labelledby="order-duplicates">
      <h2 id="order-duplicates">{payments.length === 1 ? 'Duplicate payment' : 'Duplicate payments'}</h2>
      <p>This order was paid more than once: each payment below came after the one that paid it and is owed back to the customer.</p>
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
              <td data-label="Refund">{payment.refund === 'refunded' ? 'Refunded' : payment.refundNote || 'Refund pending'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
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
        <StatusForm order={order} />
        <button type="button" className="button button--outline button--small" onClick={() => window.print()}>
          Print job cards
        </button>
      </section>
      <DuplicatePayments payments={order.duplicatePayments} />
      <section className="admin-section" aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <table className="admin-table admin-table--cards">
          <OrderItemsHead />
          <tbody>
            {order.orderItems.map((line, index) => (
              <tr key={`${line.productId}-${index}`}>
                <td data-label="Item">
                  <img src={line.coverImage} alt="" width={40} height={48} loading="lazy" /> {line.title}
                </td>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Unit price">{formatMoney(line.unitPrice)}</td>
                <td data-label="Price">{formatMoney(line.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <PriceSummaryList prices={{ subtotal: order.subtotal, deliveryFee: order.deliveryFee, discount: order.discount, total: order.totalPrice }} />
      </section>
      <OpenRemakeRequests orderID={order.orderID} />
      <OrderMeasurements order={order} />
      <OrderWhere order={order} pickupTitle="Collected at" className="admin-section" />
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
