import { useNavigate } from '../../../lib/router/router';
import { NotificationCenter } from '../../../components/notifications/notification-center';
import { paths } from '../../../config/paths';

/** The customer's notifications, as in the header drawer. */
export function InboxSection() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title">Inbox</h2>
      <NotificationCenter onViewOrder={(orderID) => navigate(paths.orderDetails.getHref(orderID))} />
    </section>
  );
}
