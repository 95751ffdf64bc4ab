/**
 * What Pay needs from an acquirer. The test processor implements it today; a real acquirer would too, so
 * the checkout and merchant APIs never know which one charged the card.
 */
export interface CardDetails {
  /** Digits only. Held in memory for the call: never stored or logged. */
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}

/**
 * One step of a charge: done, the next authentication the customer must give (with an opaque session the
 * caller keeps for the next call), a wrong PIN/OTP that may be tried again, or a final failure.
 */
export type ProcessorStep =
  | { kind: 'success'; message: string }
  | { kind: 'send_pin'; session: string; message: string }
  | { kind: 'send_otp'; session: string; message: string; displayText: string }
  | { kind: 'retry'; message: string }
  | { kind: 'failed'; message: string };

export interface TransferAccount {
  accountNumber: string;
  accountName: string;
  bankName: string;
}

/** What the acquirer says about a transfer the customer reported as sent. */
export type TransferCheck = { kind: 'received'; message: string } | { kind: 'not_yet' } | { kind: 'failed'; message: string };

export interface TransferToConfirm {
  transactionId: number;
  accountNumber: string;
  amount: number;
}

/** What the acquirer did with a refund; a success carries its own reference for the refund. */
export type RefundResult = { kind: 'success'; message: string; reference: string } | { kind: 'failed'; message: string };

export interface RefundRequest {
  /**
   * Pay's refund id: the acquirer must treat a second request with the same id as the same refund (the
   * refund processor asks again if it died before recording the answer), so money goes back once.
   */
  refundId: number;
  transactionId: number;
  /** Kobo, at most what was paid. */
  amount: number;
  /** Set when a card paid: the card's authorization. */
  authorizationCode?: string;
}

/** What the acquirer did with a payout (a merchant's transfer); a success carries its own reference. */
export type PayoutResult = { kind: 'success'; message: string; reference: string } | { kind: 'failed'; message: string };

export interface PayoutRequest {
  /** Pay's transfer id: a second request with the same id is the same payout (the processor may ask again). */
  transferId: number;
  /** Kobo to send. */
  amount: number;
  accountNumber: string;
  bankCode: string;
}

export interface Processor {
  chargeCard(card: CardDetails, amount: number): Promise<ProcessorStep>;
  submitPin(session: string, pin: string): Promise<ProcessorStep>;
  submitOtp(session: string, otp: string): Promise<ProcessorStep>;
  /**
   * Charges a card that paid before, by the authorization Pay issued for it. `idempotencyKey` names the charge:
   * the acquirer must answer a second request with the same key with the first one's outcome and charge
   * nothing more (a caller that died between the charge and recording it asks again), so money moves once.
   */
  chargeAuthorization(authorizationCode: string, amount: number, idempotencyKey: string): Promise<ProcessorStep>;
  /** A virtual account that takes this one payment. */
  openTransferAccount(transactionId: number, merchantName: string): Promise<TransferAccount>;
  /**
   * How long after the customer says "I have sent the money" Pay first asks whether it arrived: the
   * server-side timer waits this long, then calls `confirmTransfer`.
   */
  transferCheckDelayMs(): number;
  /** Has the money for this transfer arrived? `not_yet` leaves it to be asked again later. */
  confirmTransfer(transfer: TransferToConfirm): Promise<TransferCheck>;
  /** Gives money back for a successful payment (idempotent by `refundId`). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Sends a merchant's transfer to its recipient's account (idempotent by `transferId`). */
  payout(request: PayoutRequest): Promise<PayoutResult>;
}
