import { payUrl } from '../../support/stack';

interface Envelope<T> {
  status: boolean;
  message: string;
  data: T;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${payUrl()}${path}`, init);
  const body = (await response.json()) as Envelope<T>;
  if (!body.status) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body.data;
}

function post<T>(path: string, body: object, secretKey?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secretKey) headers.authorization = `Bearer ${secretKey}`;
  return call<T>(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

export interface Initialized {
  authorization_url: string;
  access_code: string;
  reference: string;
}

/** The merchant server's `POST /transaction/initialize`. */
export function initialize(secretKey: string, body: { email: string; amount: number; callback_url?: string; reference?: string }): Promise<Initialized> {
  return post('/transaction/initialize', body, secretKey);
}

/** The merchant server's `GET /transaction/verify/{reference}`: the status a merchant fulfils on. */
export async function verifiedStatus(secretKey: string, reference: string): Promise<string> {
  const data = await call<{ status: string }>(`/transaction/verify/${encodeURIComponent(reference)}`, { headers: { authorization: `Bearer ${secretKey}` } });
  return data.status;
}

/** Test mode: the transfer for this access code arrives at once. */
export function confirmTransfer(accessCode: string): Promise<unknown> {
  return post('/checkout/test/confirm_transfer', { access_code: accessCode });
}

/** What the checkout page polls: `GET /checkout/status/{access_code}`. */
export async function checkoutStatus(accessCode: string): Promise<string> {
  const data = await call<{ status: string }>(`/checkout/status/${encodeURIComponent(accessCode)}`);
  return data.status;
}
