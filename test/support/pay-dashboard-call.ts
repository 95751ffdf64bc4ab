import type { StaffSession } from './pay-staff';
import { payUrl } from './stack';

/** A dashboard API answer: Pay's envelope (plus `totals` on the transaction list, `errors` on a refusal). */
export interface DashboardAnswer<T> {
  status: number;
  contentType: string;
  text: string;
  body: {
    status: boolean;
    message: string;
    code?: string;
    data: T;
    meta?: { total: number; perPage: number; page: number; pageCount: number };
    totals?: { count: number; volume: number };
    errors?: { path: string; message: string }[];
  };
}

/** Calls `/dashboard/api<path>` as `session` (none: no Authorization header); a body makes it a POST unless `method` says otherwise. */
export async function dashboardCall<T = unknown>(path: string, session: StaffSession | undefined, init: { method?: string; body?: unknown } = {}): Promise<DashboardAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session) headers.authorization = `Bearer ${session.accessToken}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${payUrl()}/dashboard/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return { status: response.status, contentType, text, body: (contentType.includes('json') && text !== '' ? JSON.parse(text) : {}) as DashboardAnswer<T>['body'] };
}
