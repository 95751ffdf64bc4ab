/**
 * The merchant's balance, as `GET /balance` answers it and `POST /transfer` checks it, in integer kobo per
 * currency:
 *
 *   balance = Σ merchant net of successful transactions − Σ refunds not failed − Σ transfers not failed
 *
 * where a transaction's merchant net is its `main` share's amount less that share's fees when it was split
 * (`shares`), otherwise its amount less its fees; a refund not failed is what its transaction's
 * `refundReserved` holds (pending, processing and processed refunds; a failed one gave its amount back);
 * and a transfer not failed counts its amount and its fee (the `TransferTotal` counter). Pure: no I/O.
 */

export interface Share {
  party: string;
  amount: number;
  fees: number;
}

/** The facts of a transaction the balance reads. */
export interface CreditFacts {
  status: string;
  currency: string;
  amount: number;
  fees?: number | undefined;
  refundReserved?: number | undefined;
  shares?: readonly Share[] | undefined;
}

/** What a successful transaction earned the merchant itself (its `main` share when split). */
export function merchantNet(transaction: CreditFacts): number {
  if (transaction.shares && transaction.shares.length > 0) {
    const main = transaction.shares.find((share) => share.party === 'main');
    return main ? main.amount - main.fees : 0;
  }
  return transaction.amount - (transaction.fees ?? 0);
}

/** A transaction's contribution to the balance: its net less its refunds that have not failed; nothing unless it succeeded. */
export function transactionCredit(transaction: CreditFacts): number {
  if (transaction.status !== 'success') return 0;
  return merchantNet(transaction) - (transaction.refundReserved ?? 0);
}

/** The facts of a transfer the balance reads. */
export interface DebitFacts {
  status: string;
  amount: number;
  fee: number;
}

/** What a transfer holds of the balance: its amount and fee, unless it failed. */
export function transferDebit(transfer: DebitFacts): number {
  return transfer.status === 'failed' ? 0 : transfer.amount + transfer.fee;
}

/**
 * How a transfer's move changes the merchant's `TransferTotal`: a new transfer adds its amount and fee, a
 * move to `failed` gives them back, every other move changes nothing. The services apply exactly this, in
 * the same write as the move, and only when the move itself happens (a conditional write), so replays add nothing.
 */
export function committedDelta(from: string | undefined, to: string, transfer: Pick<DebitFacts, 'amount' | 'fee'>): number {
  const before = from === undefined ? 0 : transferDebit({ ...transfer, status: from });
  return transferDebit({ ...transfer, status: to }) - before;
}

/** Credits per currency of a merchant's transactions. */
export function creditsByCurrency(transactions: Iterable<CreditFacts>): Map<string, number> {
  const credits = new Map<string, number>();
  for (const transaction of transactions) {
    const credit = transactionCredit(transaction);
    if (transaction.status === 'success') credits.set(transaction.currency, (credits.get(transaction.currency) ?? 0) + credit);
  }
  return credits;
}

/** The balance of one currency: its credits less what its transfers hold. */
export function balanceOf(credits: number, committed: number): number {
  return credits - committed;
}

/**
 * The most a new transfer's `TransferTotal` may hold before it, so that the total after it stays within the
 * credits: negative when the transfer (amount + fee) does not fit however little is committed.
 */
export function committedCeiling(credits: number, debit: number): number {
  return credits - debit;
}
