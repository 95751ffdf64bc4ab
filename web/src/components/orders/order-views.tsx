import { measureLabels, measureNames } from '@functions/shop/measurement/contract';
import type { MeasurementSnapshot, OrderAddress } from '@functions/shop/order/contract';
import type { Order } from '@functions/shop/order/contract';
import { OrderStateBadge, PaymentBadge, StatusBadge } from './order-badges';
import './orders.css';
import { SummaryRow } from '../ui/summary-row';

/** Order pages call trouser length 'Pant length' (SPEC §3). */
function labelOf(name: (typeof measureNames)[number]): string {
  return name === 'trouserLength' ? 'Pant length' : measureLabels[name];
}

/** Every measure of a set, 'N/A' where it is empty (SPEC §2). */
export function MeasurementTable({ measurement, caption }: { measurement: Partial<MeasurementSnapshot> & { name: string }; caption: string }) {
  return (
    <table className="measure-table">
      <caption>{caption}</caption>
      <tbody>
        {measureNames.map((name) => (
          <tr key={name}>
            <th scope="row">{labelOf(name)}</th>
            <td>{measurement[name] ?? 'N/A'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <address className="pickup">
      <strong>{title}</strong>
      <br />
      {address.name}
      <br />
      {address.address}
      <br />
      {address.city}, {address.state}, {address.country}
      <br />
      {address.phone}
    </address>
  );
}

/** The order's own set, then each line's set where that line was made for someone else. */
export function OrderMeasurements({ order }: { order: Order }) {
  return (
    <>
      <MeasurementTable measurement={order.measurement} caption={`Measurements: ${order.measurement.name}`} />
      {order.orderItems.map((line, index) =>
        line.measurement.measurementId !== order.measurement.measurementId ? (
          <MeasurementTable key={`${line.productId}-${index}`} measurement={line.measurement} caption={`${line.title}: measurements of ${line.measurement.name}`} />
        ) : null,
      )}
    </>
  );
}

/** Where the order goes: the delivery address, or the pick-up point under the caller's own wording. */
export function OrderWhere({ order, pickupTitle, className }: { order: Order; pickupTitle: string; className?: string }) {
  return (
    <section className={className} aria-labelledby="order-where">
      <h2 id="order-where">{order.delivery ? 'Delivery details' : 'Pick-up address'}</h2>
      {order.delivery && order.deliveryDetails ? <AddressBlock title="Deliver to" address={order.deliveryDetails} /> : null}
      {!order.delivery && order.pickupAddress ? <AddressBlock title={pickupTitle} address={order.pickupAddress} /> : null}
    </section>
  );
}

export function OrderItemsHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Item</th>
        <th scope="col">Quantity</th>
        <th scope="col">Unit price</th>
        <th scope="col">Price</th>
      </tr>
    </thead>
  );
}

/** Status and payment rows of an order's summary list. */
export function OrderStateRows({ order }: { order: Order }) {
  return (
    <>
      <SummaryRow term="Status">
        <StatusBadge status={order.status} />
      </SummaryRow>
      <SummaryRow term="Payment">
        <PaymentBadge payment={order.payment} />
      </SummaryRow>
    </>
  );
}

/** The customer's one state row ("Paid · awaiting tailoring"). */
export function OrderStateRow({ order }: { order: Order }) {
  return (
    <SummaryRow term="Status">
      <OrderStateBadge order={order} />
    </SummaryRow>
  );
}

export function NeededByRow({ order }: { order: Order }) {
  return order.neededBy ? (
    <SummaryRow term="Needed by">{order.neededBy}</SummaryRow>
  ) : null;
}
