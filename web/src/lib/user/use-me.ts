import type { UserMe } from '@functions/shop/user/contract';
import { useSession } from '../auth/session';
import { invalidate, useQuery } from '../use-query';

/** Keyed by user, so a different account signing in on the same page never sees the last one's data. */
function meKey(uuid: string | undefined): string {
  return `user:me:${uuid ?? ''}`;
}

/** `GET /user/me`: the signed-in customer's profile, delivery details and measurements. */
export function useMe() {
  const { authedGet, status, user } = useSession();
  return useQuery(meKey(user?.uuid), () => authedGet<UserMe>('/user/me').then((answer) => answer.data ?? null), { enabled: status === 'signed-in' });
}

/** After a write that changes what `/user/me` answers. */
export function invalidateMe(): void {
  invalidate('user:me:');
}
