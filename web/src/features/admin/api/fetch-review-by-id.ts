import type { AdminReview } from '@functions/shop/review/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';
import { reviewKeys } from './fetch-all-reviews';

/** `POST /admin/review/fetch-review-byID`: one review, whatever its status. */
export function useAdminReview(id: string) {
  const { authedPost, status } = useSession();
  return useQuery(
    reviewKeys.one(id),
    async () => {
      const envelope = await authedPost<AdminReview>('/admin/review/fetch-review-byID', { id });
      if (!envelope.data) throw new Error(envelope.message || 'Review not found');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}
