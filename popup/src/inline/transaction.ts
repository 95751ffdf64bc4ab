import type { UrlParameters } from '../protocol';
import type { InitData, LogEntry, TransactionLog } from './api';
import type { TransactionParameters } from './validate';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A transaction id: 5 random alphanumerics (SPEC §9); longer for a secret such as the checkout token. */
export function newTransactionId(length = 5): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

function isMobile(): boolean {
  return typeof navigator !== 'undefined' && /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

/** One checkout attempt as the merchant sees it. */
export class Transaction {
  readonly id = newTransactionId();
  /** Server status (`success`, `abandoned`, …); undefined until the server or checkout reports one. */
  status: string | undefined;
  accessCode: string | undefined;
  /** Server-side transaction details once known (id, merchant key for log calls). */
  _response: InitData | undefined;
  /** True until the transaction succeeds or is cancelled. */
  isActive = true;
  readonly log: TransactionLog;

  constructor(
    /** The validated parameters (callbacks included), a copy of the merchant's object. */
    public parameters: TransactionParameters,
    /** The parameters handed to the checkout (SPEC §3). */
    readonly urlParameters: UrlParameters,
  ) {
    this.accessCode = typeof parameters.accessCode === 'string' ? parameters.accessCode : undefined;
    this.log = {
      start_time: Date.now(), time_spent: 0, attempts: 0, errors: 0, success: false, mobile: isMobile(), input: [], history: [],
    };
  }

  getStatus(): { status: string | undefined; isActive: boolean; id: string } {
    return { status: this.status, isActive: this.isActive, id: this.id };
  }

  /** Adds a log entry and keeps the counters in step. */
  _record(type: LogEntry['type'], message: string): void {
    const now = Date.now();
    this.log.history.push({ type, message, time: Math.round((now - this.log.start_time) / 1000) });
    this.log.time_spent = Math.round((now - this.log.start_time) / 1000);
    if (type === 'error') this.log.errors += 1;
    if (type === 'success') this.log.success = true;
  }

  /** Applies an init/verify response. */
  _applyResponse(data: InitData): void {
    this._response = data;
    this.accessCode = data.access_code;
    if (data.transaction_status) this.status = data.transaction_status;
  }

  /** A transaction can be reused when it has no status or was abandoned and the parameters are identical. */
  _canReuseFor(urlParameters: UrlParameters): boolean {
    return (this.status === undefined || this.status === 'abandoned') && sameParameters(this.urlParameters, urlParameters);
  }
}

function sameParameters(a: UrlParameters, b: UrlParameters): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}
