import type { ApiProblem } from '@functions/lib/http/contract';
import { ApiError } from './api-error';

/*
 * The server's 400s name the first problem as schema text (`items[0].quantity: quantity must be at most 20`),
 * which is right for API callers and wrong for a shopper. This turns it into a sentence before it reaches a
 * toast; a message that is a sentence already is kept as it is.
 */

/** Field names as a shopper calls them, at the start of a server message. */
const fieldWords: Record<string, string> = {
  quantity: 'The quantity',
  neededBy: 'The needed-by date',
  measurementId: 'The measurement',
  deliveryDetailsId: 'The delivery address',
  productId: 'The product',
  idempotencyKey: 'The request',
  orderID: 'The order number',
  itemIndex: 'The item',
};

const rawPrefix = /^[A-Za-z_$][\w$]*(?:\[\d+\])?(?:\.[\w$]+(?:\[\d+\])?)*: /;
const itemPath = /^items\[(\d+)\]\.(\w+)$/;

function sentence(text: string): string {
  const trimmed = text.trim();
  const words = trimmed.replace(/^(\w+)\b/, (word) => fieldWords[word] ?? word);
  const capitalised = words.charAt(0).toUpperCase() + words.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** One problem in words; `itemNames` are the order's lines, in the order sent, for `items[i]` paths. */
export function problemSentence(problem: ApiProblem, itemNames: readonly string[] = []): string {
  const message = problem.message.replace(rawPrefix, '');
  const item = itemPath.exec(problem.path);
  if (!item) return sentence(message);
  const index = Number(item[1]);
  const name = itemNames[index] ?? `item ${index + 1} of your order`;
  if (item[2] === 'quantity') {
    const most = /at most (\d+)/.exec(message);
    if (most) return `You can order at most ${most[1]} of ${name} at a time.`;
    if (/at least/.test(message)) return `Choose at least 1 of ${name}.`;
    return `The quantity of ${name} must be a whole number.`;
  }
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${sentence(message)}`;
}

/**
 * What a failed call should say: the server's own message when it is a sentence, else its first problem in
 * words (schema text such as `items[0].quantity: …` never reaches the shopper).
 */
export function readableMessage(message: string, problems: readonly ApiProblem[] | undefined, itemNames: readonly string[] = []): string {
  const first = problems?.[0];
  const raw = rawPrefix.test(message);
  if (first && (raw || itemPath.test(first.path))) return problemSentence(first, itemNames);
  return raw ? sentence(message.replace(rawPrefix, '')) : message;
}

/** The same failure, its schema problems worded with the order's item names (`items[i]` is `itemNames[i]`). */
export function withItemNames(error: unknown, itemNames: readonly string[]): unknown {
  if (!(error instanceof ApiError) || !error.envelope) return error;
  return new ApiError(readableMessage(error.envelope.message, error.envelope.errors, itemNames), error.status, error.envelope);
}
