import { Link } from 'react-router-dom';
import type { AdminOrder } from '@functions/shop/order/contract';
import { PaymentBadge, StatusBadge } from '../../../components/orders/order-badges';
import { adminPaths } from '../../../config/admin-paths';

const dateOnly = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

/**
 * SPEC's order table (serial, image, customer, order id, date, status); on phones each row reads as a
 * card, its cells labelled from `data-label`.
 */
export function OrdersTable({ orders, caption, firstSerial = 1, showPayment = false }: { orders: AdminOrder[]; caption: string; firstSerial?: number; showPayment?: boolean }) {
  return (
    <table className="admin-table admin-table--cards">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">S/N</th>
          <th scope="col">Image</th>
          <th scope="col">Customer</th>
          <th scope="col">Order ID</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          {showPayment ? <th scope="col">Payment</th> : null}
        </tr>
      </thead>
      <tbody>
        {orders.map((order, index) => {
          const cover = order.orderItems[0]?.coverImage;
          return (
            <tr key={order.orderID}>
              <td data-label="S/N">{firstSerial + index}</td>
              <td data-label="Image">{cover ? <img src={cover} alt="" width={40} height={48} loading="lazy" /> : null}</td>
              <td data-label="Customer">{order.name}</td>
              <td data-label="Order ID">
                <Link to={adminPaths.orderDetails.getHref(order.orderID)}>{order.orderID}</Link>
              </td>
              <td data-label="Date">
                <time dateTime={order.created_at}>{dateOnly.format(new Date(order.created_at))}</time>
              </td>
              <td data-label="Status">
                <StatusBadge status={order.status} />
              </td>
              {showPayment ? (
                <td data-label="Payment">
                  <PaymentBadge payment={order.payment} />
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Rows of grey bars while a table loads, with a note for screen readers. */
export function TableSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className="skeleton skeleton--line" style={{ display: 'block', height: '2.5rem', marginBottom: '0.5rem' }} />
        ))}
      </div>
    </>
  );
}
