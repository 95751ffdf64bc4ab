import type { AdminReview, ReviewStatus } from '@functions/shop/review/contract';
import { pageSearch, useAdminTablePage } from './admin-query';

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

/** `GET /admin/review/fetch-all-reviews`: one offset page (50) of reviews, newest first. */
export function useAdminReviews(filter: ReviewsFilter) {
  return useAdminTablePage<AdminReview>('/admin/review/fetch-all-reviews', reviewKeys.list, filter.page, pageSearch(filter, ['status', 'q']));
}
