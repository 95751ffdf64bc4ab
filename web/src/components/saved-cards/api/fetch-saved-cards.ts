import type { SavedCard } from '@functions/shop/saved-card/contract';
import { useSession } from '../../../lib/auth/session';
import { invalidate, useQuery } from '../../../lib/use-query';

export const savedCardsKey = 'account:saved-cards';

/** `GET /user/fetch-saved-cards`: the cards Pay saved for the signed-in customer (brand, last four, expiry). */
export function useSavedCards(enabled = true) {
  const { authedGet, status } = useSession();
  return useQuery(
    savedCardsKey,
    async (): Promise<SavedCard[]> => (await authedGet<SavedCard[]>('/user/fetch-saved-cards')).data ?? [],
    { enabled: enabled && status === 'signed-in' },
  );
}

export function invalidateSavedCards(): void {
  invalidate(savedCardsKey);
}
