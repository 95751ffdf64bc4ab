/** What a sent write transaction answers: the data layer reports a cancellation, with each item's reason, instead of throwing. */
export interface TransactionOutcome {
  canceled: boolean;
  data?: readonly { code?: string }[];
}

/** A write transaction built with the data layer's `Service.transaction.write`, not yet sent. */
export interface WriteTransaction {
  go: () => Promise<TransactionOutcome>;
}

/** A transaction DynamoDB refused as a whole: a condition failed or another transaction conflicted. */
export class TransactionCancelledError extends Error {
  override name = 'TransactionCanceledException';
}

/** Times a transaction is sent again when another transaction held one of its items. */
const conflictRetries = 3;

/** True when the only reason DynamoDB cancelled the transaction is another transaction on one of its items. */
function conflictedOnly(outcome: TransactionOutcome): boolean {
  const reasons = (outcome.data ?? []).map((item) => item.code ?? 'None').filter((code) => code !== 'None');
  return reasons.length > 0 && reasons.every((code) => code === 'TransactionConflict');
}

/**
 * Sends a write transaction. One cancelled only because another transaction held one of its items wrote
 * nothing and failed no condition, so it is sent again, up to three times after a short random wait; its
 * conditions are checked afresh each time. Answers the last outcome.
 */
export async function runTransaction(transaction: WriteTransaction): Promise<TransactionOutcome> {
  for (let retry = 0; ; retry += 1) {
    const outcome = await transaction.go();
    if (!outcome.canceled || retry >= conflictRetries || !conflictedOnly(outcome)) return outcome;
    await new Promise((wake) => setTimeout(wake, 20 + Math.random() * 50 * (retry + 1)));
  }
}

/**
 * Writes several items all-or-nothing (TransactWriteItems): counters and the items they count always go
 * through here together. A cancellation is thrown, so a refused change never passes as done.
 */
export async function transactWrite(transaction: WriteTransaction): Promise<void> {
  const { canceled } = await runTransaction(transaction);
  if (canceled) throw new TransactionCancelledError('The transaction was cancelled');
}
