import type { ApiEnvelope } from '@functions/lib/http/contract';

/** A failed call: `status` is the HTTP status (0 when the network failed); `message` is fit for a toast. */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ApiEnvelope<unknown> | null;

  constructor(message: string, status: number, envelope: ApiEnvelope<unknown> | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
}
