import { Navigate } from '../../../lib/router/navigate';
import { OrderList } from '../../../components/orders/order-list';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';

/** `/orders`: the customer's orders, newest first. */
export default function OrdersPage() {
  useDocumentTitle('Your orders');
  const session = useSession();
  if (session.status === 'signed-out') return <Navigate to={paths.login.getHref(paths.orders.getHref())} replace />;
  return (
    <div className="container page">
      <PageHeading>Your orders</PageHeading>
      <OrderList />
    </div>
  );
}
