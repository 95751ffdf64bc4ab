import { useId, useRef } from 'react';
import { useNavigate } from '../../lib/router/router';
import { Dialog } from '../../components/dialog/dialog';
import { NotificationCenter } from '../../components/notifications/notification-center';
import { CloseIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';

/** The header's notifications drawer (SPEC §2). */
export default function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  return (
    <Dialog variant="drawer" labelledBy={headingId} onClose={onClose} initialFocus={closeRef}>
      <div className="drawer__head">
        <h2 id={headingId} className="drawer__title">
          Notifications
        </h2>
        <button ref={closeRef} type="button" className="icon-button" aria-label="Close notifications" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="notifications-drawer__body">
        <NotificationCenter
          onViewOrder={(orderID) => {
            onClose();
            navigate(paths.orderDetails.getHref(orderID));
          }}
        />
      </div>
    </Dialog>
  );
}
