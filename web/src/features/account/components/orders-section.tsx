/** The customer's orders (none can be placed yet). */
export function OrdersSection() {
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      <p>You have no orders yet.</p>
    </section>
  );
}
