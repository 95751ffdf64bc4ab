/**
 * True when a DynamoDB write failed its condition, whether the SDK threw it directly or the data layer
 * (`lib/data`) wrapped it (it keeps the SDK error as `cause`).
 */
export function isConditionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (current.name === 'ConditionalCheckFailedException') return true;
    if (/conditional request failed/i.test(current.message)) return true;
    current = (current as Error & { cause?: unknown }).cause;
  }
  return false;
}

/** True when a TransactWriteItems call was cancelled (a condition failed or a conflict), as the SDK or `transactWrite` reports it. */
export function isTransactionCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}
