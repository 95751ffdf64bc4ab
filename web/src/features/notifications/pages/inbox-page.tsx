import { useNavigate } from '../../../lib/router/router';
import { Navigate } from '../../../lib/router/navigate';
import { NotificationCenter } from '../../../components/notifications/notification-center';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';

/** `/inbox`: the customer's notifications, as in the header drawer. */
export default function InboxPage() {
  useDocumentTitle('Inbox');
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'signed-out') return <Navigate to={paths.login.getHref(paths.inbox.getHref())} replace />;
  return (
    <div className="container page">
      <PageHeading>Inbox</PageHeading>
      <NotificationCenter onViewOrder={(orderID) => navigate(paths.orderDetails.getHref(orderID))} />
    </div>
  );
}
