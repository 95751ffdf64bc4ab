import { apiBase, networkErrorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { OrdersFilter } from './fetch-all-orders';

/** The name the server gives the file (`Content-Disposition`), else one of the same form. */
function fileNameOf(response: Response): string {
  const named = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return named ?? `orders-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * `GET /admin/order/export-orders?status=&payment=&q=`: the whole filtered list as CSV. The route needs the
 * bearer token, so a plain link cannot fetch it: the file is read as a blob and saved through an object URL.
 */
export async function exportOrders(token: string | null, filter: Omit<OrdersFilter, 'page'>): Promise<string> {
  if (!token) throw new ApiError('Please sign in to continue', 401, null);
  const query = new URLSearchParams();
  for (const key of ['status', 'payment', 'q'] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  let response: Response;
  try {
    response = await fetch(`${apiBase}/admin/order/export-orders${search ? `?${search}` : ''}`, { headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(networkErrorMessage, 0, null);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : `Export failed (${response.status})`;
    throw new ApiError(message, response.status, null);
  }
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
