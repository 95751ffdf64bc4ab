import { Link } from '../../lib/router/link';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { usePrice } from '../checkout/use-price';
import { ErrorState, LoadingNote } from '../ui/status';
import { useMyOrders } from './api/fetch-my-orders';
import { formatDateTime } from '../../lib/dates';
import { OrderStateBadge } from './order-badges';
import './orders.css';
import { ResponsiveImage } from '../ui/responsive-image';

export function formatOrderDate(iso: string): string {
  return formatDateTime(new Date(iso));
}

/** The customer's orders, newest first and paged, each linking to its page (`/orders` and Settings › Orders). */
export function OrderList() {
  const price = usePrice();
  const orders = useMyOrders();
  if (orders.status === 'loading') return <LoadingNote>Loading your orders</LoadingNote>;
  if (orders.status === 'error') return <ErrorState message={errorMessage(orders.error)} onRetry={orders.retry} title="Your orders could not be loaded" />;
  if (orders.items.length === 0) return <p>You have no orders yet.</p>;
  return (
    <>
      <ul className="order-list" aria-label="Your orders">
        {orders.items.map(({ order }) => {
          const pieces = order.orderItems.reduce((sum, line) => sum + line.quantity, 0);
          const cover = order.orderItems[0]?.coverImage;
          return (
            <li key={order.orderID} className="order-card">
              {cover ? <ResponsiveImage className="order-card__cover" src={cover} alt="" width={56} height={70} loading="lazy" decoding="async" /> : <span className="order-card__cover" />}
              <div className="order-card__main">
                <p>
                  <Link to={paths.orderDetails.getHref(order.orderID)}>Order {order.orderID}</Link>
                </p>
                <p className="order-card__meta">
                  {formatOrderDate(order.created_at)} · {pieces} {pieces === 1 ? 'item' : 'items'} · {order.delivery ? 'Delivery' : 'Pick up'}
                </p>
                <p className="order-card__badges">
                  <OrderStateBadge order={order} />
                </p>
              </div>
              <p className="order-card__total">{price(order.totalPrice)}</p>
            </li>
          );
        })}
      </ul>
      {orders.status === 'more-error' ? <p role="alert">{errorMessage(orders.error)}</p> : null}
      {orders.next ? (
        <button type="button" className="button button--outline order-list__more" onClick={orders.loadMore} disabled={orders.status === 'more'}>
          {orders.status === 'more' ? 'Loading…' : 'Load more orders'}
        </button>
      ) : null}
    </>
  );
}
