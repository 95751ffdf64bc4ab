import type { Notification } from '@functions/shop/notification/contract';
import { useSession } from '../../../lib/auth/session';
import { invalidate, useQuery } from '../../../lib/use-query';

const notificationsPrefix = 'notifications:';

/** `GET /notification/fetch-my-notifications`: the newest 50 of the signed-in customer's notifications. */
export function useMyNotifications() {
  const { authedGet, status, user } = useSession();
  return useQuery(
    `${notificationsPrefix}${user?.uuid ?? ''}`,
    () => authedGet<Notification[]>('/notification/fetch-my-notifications?limit=50').then((answer) => answer.data ?? []),
    { enabled: status === 'signed-in' },
  );
}

/** After a read, or an event that makes new notifications (an order placed or paid). */
export function invalidateNotifications(): void {
  invalidate(notificationsPrefix);
}
