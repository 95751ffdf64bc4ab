/**
 * The value of a settled promise, or its error thrown. For reads started together with `Promise.allSettled`
 * when which error counts depends on what the others answered (an error nobody needed is never thrown, and
 * never left unhandled).
 */
export function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
