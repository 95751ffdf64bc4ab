import type { AdminOrder } from '@functions/shop/order/contract';
import { MeasurementTable } from '../../../components/orders/order-views';
import { adminPaths } from '../../../config/admin-paths';
import { QrCode } from './qr-code';
import { SummaryRow } from '../../../components/ui/summary-row';

/**
 * The workshop's job cards: one printed page per item with its frozen measurement snapshot in large type
 * and a QR code of the order's back-office page, so a scan at the bench opens it.
 * Hidden on screen; the print stylesheet shows only these.
 */
export function JobCards({ order }: { order: AdminOrder }) {
  const orderUrl = `${window.location.origin}${adminPaths.orderDetails.getHref(order.orderID)}`;
  return (
    <div className="job-cards" data-testid="job-cards">
      {order.orderItems.map((line, index) => (
        <article key={`${line.productId}-${index}`} className="job-card" aria-label={`Job card ${index + 1} of ${order.orderItems.length}`}>
          <h2>
            Job card {index + 1} of {order.orderItems.length}: {line.title} × {line.quantity}
          </h2>
          <dl>
            <SummaryRow term="Order">{order.orderID}</SummaryRow>
            <SummaryRow term="Customer">
              {order.name}, {order.phone || 'N/A'}
            </SummaryRow>
            <SummaryRow term="Needed by">{order.neededBy ?? 'Not set'}</SummaryRow>
            <SummaryRow term="Order page">{orderUrl}</SummaryRow>
          </dl>
          <QrCode className="job-card__qr" value={orderUrl} label={`QR code opening order ${order.orderID} in the back office`} />
          <MeasurementTable measurement={line.measurement} caption={`Measurements of ${line.measurement.name}`} />
        </article>
      ))}
    </div>
  );
}
