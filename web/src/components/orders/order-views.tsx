import { measureLabels, measureNames } from '@functions/shop/measurement/contract';
import type { MeasurementSnapshot, OrderAddress } from '@functions/shop/order/contract';
import './orders.css';

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
