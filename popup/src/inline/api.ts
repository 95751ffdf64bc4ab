import type { UrlParameters } from '../protocol';
import type { Hosts } from './hosts';
import { toApiRequest } from './parameters';

/** Fields of the init/verify response that the script reads (SPEC §3). */
export interface InitData {
  id: number | string;
  transaction_status?: string;
  access_code: string;
  log?: TransactionLog | null;
  channels?: string[];
  merchant_id?: number | string;
  merchant_name?: string;
  merchant_key?: string;
  merchant_logo?: string;
  email?: string;
  amount?: number;
  currency?: string;
  label?: string;
  customer?: { email?: string; first_name?: string; last_name?: string };
  plan_details?: { interval?: string } | null;
  custom_filters?: { recurring?: boolean } | null;
  link_config?: { enabled?: boolean; has_payment_instruments?: boolean } | null;
  canPayWithVault?: boolean;
}

export interface LogEntry {
  type: 'action' | 'error' | 'success';
  message: string;
  time: number;
}

/** Transaction log kept by the script and sent with `update_log` (SPEC §3). */
export interface TransactionLog {
  start_time: number;
  time_spent: number;
  attempts: number;
  authentication?: string;
  errors: number;
  success: boolean;
  mobile: boolean;
  input: string[];
  history: LogEntry[];
}

interface ApiResponse<T> {
  status: boolean;
  message: string;
  data?: T;
}

/** Error for a failed call: `status: false` plus the server's (or the network's) message. */
export interface ApiError extends Error {
  status: false;
  /** True when the request did not get a JSON answer at all (offline, DNS, CORS, 5xx HTML page). */
  network?: boolean;
}

export function apiError(message: string, network?: boolean): ApiError {
  return Object.assign(new Error(message), { status: false as const, network });
}

async function call<T>(url: string, init: RequestInit, fallback = 'Request failed'): Promise<T> {
  let body: ApiResponse<T>;
  try {
    const response = await fetch(url, init);
    body = (await response.json()) as ApiResponse<T>;
  } catch (error) {
    throw apiError(error instanceof Error && error.message ? error.message : 'Network error', true);
  }
  if (!body || body.status !== true) throw apiError((body && body.message) || fallback);
  return body.data as T;
}

/** `POST {api}/checkout/request_inline`; `language` and `connect_account` go as headers. */
export function requestInline(hosts: Hosts, params: UrlParameters): Promise<InitData> {
  const { body, headers } = toApiRequest(params);
  return call(`${hosts.apiBase}/checkout/request_inline`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** `GET {api}/transaction/verify_access_code/{accessCode}`. */
export function verifyAccessCode(hosts: Hosts, accessCode: string): Promise<InitData> {
  return call(`${hosts.apiBase}/transaction/verify_access_code/${encodeURIComponent(accessCode)}`, { method: 'GET' });
}

/** `POST {api}/transaction/update_log/{id}` with the merchant key as bearer. */
export function updateLog(hosts: Hosts, id: number | string, merchantKey: string, log: TransactionLog): Promise<unknown> {
  return call(`${hosts.apiBase}/transaction/update_log/${encodeURIComponent(String(id))}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${merchantKey}` },
    body: JSON.stringify({ payload: JSON.stringify(log) }),
  });
}

/** `POST {api}/transaction/set_ip/{id}` with the merchant key as bearer and no body. */
export function setIp(hosts: Hosts, id: number | string, merchantKey: string): Promise<unknown> {
  return call(`${hosts.apiBase}/transaction/set_ip/${encodeURIComponent(String(id))}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${merchantKey}` },
  });
}

/** Form-encoded POST to the payment host (wallet pay). */
export function postForm<T>(hosts: Hosts, path: string, fields: Record<string, string>, fallback?: string): Promise<T> {
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
  return call(`${hosts.paymentHost}${path}`, init, fallback);
}
