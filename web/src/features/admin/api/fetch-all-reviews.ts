import type { AdminReview, ReviewStatus } from '@functions/shop/review/contract';
import type { AdminPageMeta } from '@functions/shop/shared/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';
import { pageMetaOf } from './page-meta';

/** Every admin review query key starts with this, so a moderation write refreshes them all. */
export const reviewKeys = {
  all: 'admin:reviews:',
  list: (search: string) => `admin:reviews:list:${search}`,
  one: (id: string) => `admin:reviews:one:${id}`,
};

export interface ReviewsFilter {
  page: number;
  status?: ReviewStatus;
  q?: string;
}

export interface AdminReviewsPage {
  items: AdminReview[];
  meta: AdminPageMeta;
}


export function reviewsSearch(filter: ReviewsFilter): string {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return params.toString();
}

/** `GET /admin/review/fetch-all-reviews`: one offset page (50) of reviews, newest first. */
export function useAdminReviews(filter: ReviewsFilter) {
  const { authedGet, status } = useSession();
  const search = reviewsSearch(filter);
  return useQuery(
    reviewKeys.list(search),
    async (): Promise<AdminReviewsPage> => {
      const envelope = await authedGet<AdminReview[]>(`/admin/review/fetch-all-reviews?${search}`);
      const meta = pageMetaOf(envelope.meta, filter.page);
      return { items: envelope.data ?? [], meta };
    },
    { enabled: status === 'signed-in', keepPrevious: true },
  );
}
