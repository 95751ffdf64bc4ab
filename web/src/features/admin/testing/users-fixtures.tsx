import { Route } from '../../../lib/router/routes';
import type { ReactElement } from 'react';
import type { AdminUserRow, AdminUserView } from '@functions/shop/user/contract';
import { renderRoutes } from './admin-page-harness';

/** Test data and a routed render for the users section's page tests. */

export const ada: AdminUserRow = {
  uuid: 'u-ada',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '+2348012345678',
  address: '12 Allen Avenue',
  dp: '',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Ikeja',
  createdAt: '2026-03-01T10:00:00.000Z',
};

export const adaView: AdminUserView = {
  user: {
    ...ada,
    isAdmin: false,
    deliveryDetails: [{ id: 'd1', name: 'Ada Obi', phone: '+2348012345678', address: '12 Allen Avenue', country: 'Nigeria', state: 'Lagos', city: 'Ikeja', default: true }],
    measurements: [{ id: 'm1', name: 'Wedding', chest: 40, neck: 15 }],
  },
  orders: [],
};

/** A JSON envelope with a message and optional paging facts (the shared `apiResponse` has neither). */
export function envelope(data: unknown, options: { status?: number; message?: string; meta?: unknown } = {}): Response {
  const status = options.status ?? 200;
  const body = { success: status < 400 ? 1 : 0, message: options.message ?? 'ok', data, meta: options.meta };
  return { ok: status < 400, status, json: async () => body } as unknown as Response;
}

/** Renders `page` at `url`, matched by `path` so the page can read its params. */
export function renderAt(path: string, url: string, page: ReactElement) {
  renderRoutes(
    url,
    <>
      <Route path={path} element={page} />
      <Route path="*" element={<p>elsewhere</p>} />
    </>,
  );
}
