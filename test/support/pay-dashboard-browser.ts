import type { Page } from 'playwright-core';
import type { StaffSession } from './pay-staff';

/**
 * Puts a staff member's session where the dashboard keeps it (`sessionStorage`) before any page script runs, so
 * the next `page.goto('/dashboard/…')` opens signed in without the sign-in form (test set-up only).
 */
export async function signInDashboard(page: Page, session: StaffSession): Promise<void> {
  await page.addInitScript((token) => {
    window.sessionStorage.setItem('pay-dashboard-session', JSON.stringify({ accessToken: token, refreshToken: 'unused', expiresIn: 3600, expiresAt: Date.now() + 3_600_000 }));
  }, session.accessToken);
}
