import type { TwoFactorStatus } from '@functions/shop/auth/contract';
import { useAdminRecord } from './admin-query';

export const twoFactorKey = 'admin:two-factor';

/** `GET /auth/fetch-two-factor`: whether the signed-in admin's two-factor sign-in is on. */
export function useTwoFactorStatus() {
  return useAdminRecord(twoFactorKey, ({ authedGet }) => authedGet<TwoFactorStatus>('/auth/fetch-two-factor'), 'Two-factor status could not be loaded');
}
