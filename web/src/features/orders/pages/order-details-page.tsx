import { lazy, Suspense, useState } from 'react';
import { useParams } from '../../../lib/router/routes';
import { Link } from '../../../lib/router/link';
import { Navigate } from '../../../lib/router/navigate';
import { remakeWindowDays } from '@functions/shop/order/contract';
import { OrderRefunds, OrderTimeline } from '../../../components/orders/order-refunds';
import type { Order } from '@functions/shop/order/contract';
import { wasPaid } from '../../../lib/orders/payment';
import { PriceSummaryList } from '../../../components/checkout/price-summary';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import { useOrder } from '../api/fetch-order-by-id';
import { payAgain } from '../api/pay-again';
import { NeededByRow, OrderItemsHead, OrderMeasurements, OrderStateRow, OrderWhere } from '../../../components/orders/order-views';
import { formatDate, formatTime } from '../../../lib/dates';
import { SavedCardPay } from '../components/saved-card-pay';
import { OrderReviews } from '../components/order-reviews';
import { RemakeForm } from '../components/remake-form';
import { RemakeOutcomes } from '../components/remake-outcomes';
import { TransferPending, usePollUntilPaid, useTransferReported } from '../components/transfer-pending';
import { usePayOrder } from '../components/use-pay-order';
import '../components/orders-pages.css';
import { SummaryRow } from '../../../components/ui/summary-row';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

const CancelOrderDialog = lazy(() => import('../components/cancel-order-dialog'));

const dayMs = 24 * 60 * 60 * 1000;

/** When the order was last marked completed, if it is still within the remake window. */
function remakeOpen(order: Order, now: number): boolean {
  if (order.status !== 'completed') return false;
  const completed = [...order.statusHistory].reverse().find((entry) => entry.status === 'completed');
  return completed !== undefined && now - Date.parse(completed.at) <= remakeWindowDays * dayMs;
}

interface PanelProps {
  order: Order;
  canPay: boolean;
  canCancel: boolean;
  busy: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/** The order's one state, when it was placed, its prices, and the ways to pay or cancel it. */
function OrderSummaryPanel({ order, canPay, canCancel, busy, onPay, onCancel }: PanelProps) {
  return (
    <section className="panel order-page__panel" aria-labelledby="order-summary">
      <h2 id="order-summary">Summary</h2>
      <dl className="summary">
        <OrderStateRow order={order} />
        <SummaryRow term="Date">{formatDate(order.created_at)}</SummaryRow>
        <SummaryRow term="Time">{formatTime(order.created_at)}</SummaryRow>
        <NeededByRow order={order} />
        {order.remakeOf ? (
          <SummaryRow term="Remake of">
            <Link to={paths.orderDetails.getHref(order.remakeOf)}>Order {order.remakeOf}</Link>
          </SummaryRow>
        ) : null}
      </dl>
      <PriceSummaryList prices={{ subtotal: order.subtotal, deliveryFee: order.deliveryFee, discount: order.discount, total: order.totalPrice }} />
      {canPay ? <SavedCardPay order={order} disabled={busy} onNeedsPayPage={onPay} /> : null}
      {canPay ? (
        <button type="button" className="button button--primary button--block" disabled={busy} aria-busy={busy} onClick={onPay}>
          {busy ? 'Opening payment…' : `Pay now ${formatMoney(order.totalPrice)}`}
        </button>
      ) : null}
      {canCancel ? (
        <button type="button" className="button button--outline button--block order-page__cancel" onClick={onCancel}>
          Cancel order
        </button>
      ) : null}
    </section>
  );
}

function Details({ order }: { order: Order }) {
  const session = useSession();
  const { pay, busy } = usePayOrder({ fromCheckout: false });
  const [remaking, setRemaking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const transferReported = useTransferReported();
  usePollUntilPaid(order, transferReported);
  // While a reported transfer is being confirmed, paying again would charge the customer twice.
  const canPay = !wasPaid(order.payment) && order.status !== 'cancelled' && !transferReported;
  // Only an order nobody has paid for, before work starts; a paid order is cancelled by the shop (with a refund).
  const canCancel = order.status === 'pending' && (order.payment === 'unpaid' || order.payment === 'failed') && !transferReported;

  // The summary comes first, so on phones status, total and payment sit above the items and measurements;
  // on wide screens the grid puts it in the right column.
  return (
    <div className="order-page order-page--details">
      <OrderSummaryPanel order={order} canPay={canPay} canCancel={canCancel} busy={busy} onPay={() => void pay(() => payAgain(session.authedPost, order.orderID))} onCancel={() => setCancelling(true)} />
      {cancelling ? (
        <Suspense fallback={null}>
          <CancelOrderDialog order={order} onClose={() => setCancelling(false)} />
        </Suspense>
      ) : null}
      <div className="order-page__main">
        {transferReported ? <TransferPending order={order} /> : null}
        <section aria-labelledby="order-items">
          <h2 id="order-items">Items</h2>
          <table className="items-table">
            <OrderItemsHead />
            <tbody>
              {order.orderItems.map((line, index) => (
                <tr key={`${line.productId}-${index}`}>
                  <td>
                    <span className="items-table__title">
                      <ResponsiveImage src={line.coverImage} alt="" width={40} height={48} loading="lazy" />
                      {line.title}
                    </span>
                  </td>
                  <td>{line.quantity}</td>
                  <td>{formatMoney(line.unitPrice)}</td>
                  <td>{formatMoney(line.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <OrderMeasurements order={order} />
        <OrderWhere order={order} pickupTitle="Collect your order at" />
        <OrderRefunds order={order} />
        <OrderTimeline order={order} />
        <RemakeOutcomes orderID={order.orderID} enabled={order.status === 'completed'} />
        <OrderReviews order={order} />
        {remakeOpen(order, openedAt) ? (
          remaking ? (
            <RemakeForm order={order} onDone={() => setRemaking(false)} />
          ) : (
            <button type="button" className="button button--outline" onClick={() => setRemaking(true)}>
              Request a remake
            </button>
          )
        ) : null}
      </div>
    </div>
  );
}

/** `/orders/{orderID}`: SPEC's customer order details plus payment, discount, needed-by and the timeline. */
export default function OrderDetailsPage() {
  const { orderID = '' } = useParams();
  useDocumentTitle(`Order ${orderID}`);
  const session = useSession();
  const order = useOrder(orderID);
  // Another customer's order is answered 404 exactly as an unknown id: the customer stays signed in and is told so.
  const notFound = order.status === 'error' && order.error instanceof ApiError && order.error.status === 404;

  if (session.status === 'signed-out') return <Navigate to={paths.login.getHref(paths.orderDetails.getHref(orderID))} replace />;

  return (
    <div className="container page">
      <Link className="back-link" to={paths.settingsSection.getHref('orders')}>
        <span aria-hidden="true">←</span> Back to orders
      </Link>
      <PageHeading>Order {orderID}</PageHeading>
      {order.status === 'loading' ? <LoadingNote>Loading the order</LoadingNote> : null}
      {notFound ? (
        <div className="order-missing" role="alert">
          <p>
            <strong>This order is not in your account.</strong> Check the link, or find the order in your orders.
          </p>
          <Link className="button button--outline" to={paths.settingsSection.getHref('orders')}>
            Go to my orders
          </Link>
        </div>
      ) : null}
      {order.status === 'error' && !notFound ? <ErrorState message={errorMessage(order.error)} onRetry={order.retry} title="The order could not be loaded" /> : null}
      {order.status === 'success' ? <Details order={order.data} /> : null}
    </div>
  );
}
