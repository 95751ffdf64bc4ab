/** An error of the data layer: a refused item or key, or a DynamoDB error (kept as `cause`). */
export class DataError extends Error {
  override name = 'DataError';
}

/** Wraps what the DynamoDB client threw, keeping it as `cause` (condition failures are found through it). */
export function clientError(cause: unknown): DataError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new DataError(`Error thrown by DynamoDB client: "${message}"`, { cause });
}
