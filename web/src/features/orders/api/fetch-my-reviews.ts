import type { MyReview } from '@functions/shop/review/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';

export function myReviewsKey(orderID: string): string {
  return `reviews:mine:${orderID}`;
}

/** `GET /review/fetch-my-reviews?orderID=`: the caller's reviews of this order's products, whatever their status. */
export function useMyReviews(orderID: string, enabled: boolean) {
  const { authedGet, status } = useSession();
  return useQuery(
    myReviewsKey(orderID),
    async () => {
      const envelope = await authedGet<MyReview[]>(`/review/fetch-my-reviews?orderID=${encodeURIComponent(orderID)}`);
      return envelope.data ?? [];
    },
    { enabled: enabled && status === 'signed-in' },
  );
}
