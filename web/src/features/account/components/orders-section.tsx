import { OrderList } from '../../../components/orders/order-list';

/** The customer's orders, newest first, each linking to its details. */
export function OrdersSection() {
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      <OrderList />
    </section>
  );
}
