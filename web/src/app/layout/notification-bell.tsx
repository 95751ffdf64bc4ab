import { lazy, Suspense, useState } from 'react';
import { useMyNotifications } from '../../components/notifications/api/fetch-my-notifications';

const NotificationsDrawer = lazy(() => import('./notifications-drawer'));

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The header bell for a signed-in customer: the unread count, and the drawer on click. Loaded only once signed in. */
export default function NotificationBell() {
  const query = useMyNotifications();
  const [open, setOpen] = useState(false);
  const unread = query.status === 'success' ? query.data.filter((item) => !item.read).length : 0;
  return (
    <>
      <button type="button" className="header__cart" aria-label={`Notifications, ${unread} unread`} onClick={() => setOpen(true)}>
        <BellIcon />
        {unread > 0 ? (
          <span className="header__cart-count header__bell-count" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
