/** A write transaction built with ElectroDB's `Service.transaction.write`, not yet sent. */
export interface WriteTransaction {
  go: () => Promise<{ canceled: boolean }>;
}

/** A transaction DynamoDB refused as a whole: a condition failed or another transaction conflicted. */
export class TransactionCancelledError extends Error {
  override name = 'TransactionCanceledException';
}

/**
 * Writes several items all-or-nothing (TransactWriteItems): counters and the items they count always go
 * through here together. ElectroDB reports a cancellation instead of throwing; it is thrown here so a
 * refused change never passes as done.
 */
export async function transactWrite(transaction: WriteTransaction): Promise<void> {
  const { canceled } = await transaction.go();
  if (canceled) throw new TransactionCancelledError('The transaction was cancelled');
}
