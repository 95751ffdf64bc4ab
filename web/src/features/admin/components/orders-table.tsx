import { Link } from '../../../lib/router/link';
import { formatMoney } from '../../../lib/money';
import type { Order } from '@functions/shop/order/contract';
import { PaymentBadge, StatusBadge } from '../../../components/orders/order-badges';
import { adminPaths } from '../../../config/admin-paths';
import { CardTable, serialColumn } from './card-table';
import { dateFormat as dateOnly } from '../../../lib/dates';
import { ResponsiveImage } from '../../../components/ui/responsive-image';


/** What a row shows of an order (a user's page passes orders without their owner). */
type OrderRow = Pick<Order, 'orderID' | 'orderItems' | 'name' | 'created_at' | 'status' | 'payment' | 'totalPrice'>;

interface OrdersTableProps {
  orders: OrderRow[];
  caption: string;
  firstSerial?: number;
  showPayment?: boolean;
}

/** SPEC's order table (serial, image, customer, order id, date, status) with the total and, where asked, the payment; on phones each row reads as a card. */
export function OrdersTable({ orders, caption, firstSerial = 1, showPayment = false }: OrdersTableProps) {
  return (
    <CardTable
      caption={caption}
      rows={orders}
      rowKey={(order) => order.orderID}
      columns={[
        serialColumn(firstSerial),
        {
          label: 'Image',
          cell: (order) => {
            const cover = order.orderItems[0]?.coverImage;
            return cover ? <ResponsiveImage src={cover} alt="" width={40} height={48} loading="lazy" /> : null;
          },
        },
        { label: 'Customer', cell: (order) => order.name },
        { label: 'Order ID', cell: (order) => <Link to={adminPaths.orderDetails.getHref(order.orderID)}>{order.orderID}</Link> },
        { label: 'Date', cell: (order) => <time dateTime={order.created_at}>{dateOnly.format(new Date(order.created_at))}</time> },
        { label: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
        showPayment && { label: 'Payment', cell: (order) => <PaymentBadge payment={order.payment} /> },
        { label: 'Total', cell: (order) => formatMoney(order.totalPrice) },
      ]}
    />
  );
}
