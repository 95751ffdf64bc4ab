import { useState } from 'react';
import type { Notification } from '@functions/shop/notification/contract';
import { toast } from '../toast/toast-store';
import { ErrorState, LoadingNote } from '../ui/status';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/auth/session';
import { invalidateNotifications, useMyNotifications } from './api/fetch-my-notifications';
import { readAllNotification } from './api/read-all-notification';
import { readNotification } from './api/read-notification';
import { sortNotifications, timeAgo } from './time-ago';
import './notifications.css';

interface NotificationCenterProps {
  /** View Order on an order notification (the owner navigates, and closes its drawer). */
  onViewOrder: (orderID: string) => void;
}

/**
 * The notifications list (unread first, darker, with time-ago texts) with Read All, and a detail view
 * with title and body: View Order for type order, otherwise Done. Shared by the header drawer and the inbox.
 */
export function NotificationCenter({ onViewOrder }: NotificationCenterProps) {
  const session = useSession();
  const query = useMyNotifications();
  const [openId, setOpenId] = useState<string | null>(null);
  const items = query.status === 'success' ? sortNotifications(query.data) : [];
  const open = items.find((item) => item.id === openId) ?? null;

  function show(item: Notification) {
    setOpenId(item.id);
    if (!item.read) {
      // SPEC §8: a failed read is logged only; the list refetches on success.
      readNotification(session.authedPost, item.id).then(invalidateNotifications, (error: unknown) => console.warn(errorMessage(error)));
    }
  }

  async function readAll() {
    try {
      await readAllNotification(session.authedPost);
      invalidateNotifications();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  if (query.status === 'loading') return <LoadingNote>Loading notifications</LoadingNote>;
  if (query.status === 'error') return <ErrorState message={errorMessage(query.error)} onRetry={query.retry} title="Notifications could not be loaded" />;

  if (open) {
    return (
      <article className="notification-detail" aria-labelledby="notification-detail-title">
        <h3 id="notification-detail-title">{open.title}</h3>
        <p className="notification-detail__time">{timeAgo(open.created_at)}</p>
        <p>{open.body}</p>
        <div className="notification-detail__actions">
          {open.type === 'order' && open.orderID ? (
            <button type="button" className="button button--primary" onClick={() => open.orderID && onViewOrder(open.orderID)}>
              View Order
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setOpenId(null)}>
              Done
            </button>
          )}
          <button type="button" className="link-button" onClick={() => setOpenId(null)}>
            Back to notifications
          </button>
        </div>
      </article>
    );
  }

  if (items.length === 0) return <p className="notifications__empty">no notification available</p>;

  return (
    <div className="notifications">
      <button type="button" className="link-button notifications__read-all" onClick={() => void readAll()} disabled={items.every((item) => item.read)}>
        Read All
      </button>
      <ul className="notifications__list" aria-label="Notifications">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className={item.read ? 'notification' : 'notification notification--unread'} onClick={() => show(item)}>
              <span className="notification__title">
                {item.read ? null : <span className="visually-hidden">Unread: </span>}
                {item.title}
              </span>
              <span className="notification__body">{item.body}</span>
              <span className="notification__time">{timeAgo(item.created_at)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
