import type { Access } from '../../../functions/src/lib/http/route-entry';
import type { Product } from './fuzz-fixture';

/** One answer as received. */
export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Internals an answer must never show: AWS and DynamoDB error names, library names, stack frames, file
 * positions, JSON parser messages.
 */
const internals =
  /ValidationException|ConditionalCheck|TransactionCanceled|ResourceNotFoundException|ProvisionedThroughput|SerializationException|dynamodb|electro|\$metadata|aws-sdk|@smithy|Cognito|NotAuthorizedException|UserNotFoundException|InvalidParameterException|node_modules|\bat [\w$.<>]+ \(|\.(ts|js|mjs|cjs):\d+|SyntaxError|Unexpected token|in JSON at position|TypeError|ReferenceError|RangeError|undefined is not|Cannot read prop/i;

/**
 * Answers the API Gateway gives before a handler runs, with its own `{"message"}` body (the same in AWS):
 * 401 when a customer or admin route gets no valid token, 404 when no route matches (a path parameter holding
 * an encoded slash), 413 for a body over 10 MB.
 */
function isGatewayAnswer(status: number, access: Access, body: Record<string, unknown>): boolean {
  const keys = Object.keys(body);
  if (keys.length !== 1 || typeof body.message !== 'string') return false;
  return (status === 401 && (access === 'customer' || access === 'admin')) || status === 404 || status === 413;
}

/**
 * Routes whose success is a document, not an envelope, with its content type (Pay's hosted checkout page, the
 * back office's CSV export); their refusals are envelopes.
 */
export const documentRoutes: ReadonlyMap<string, string> = new Map([
  ['pay GET /popup', 'text/html'],
  ['pay GET /pay/{access_code}', 'text/html'],
  ['shop GET /admin/order/export-orders', 'text/csv'],
  ['pay GET /dashboard/api/transactions/export', 'text/csv'],
  ['pay GET /subscription/manage/{code}', 'text/html'],
  ['pay POST /subscription/manage/{code}/cancel', 'text/html'],
  ['pay POST /subscription/manage/{code}/card', 'text/html'],
]);

/**
 * Document routes a customer opens in a browser from a link (Pay's subscription manage page): a link that is
 * wrong or expired, or a change refused, is explained on a page of the route's type (4xx), not in an envelope.
 * Their schema refusals are still envelopes.
 */
export const documentRefusalRoutes: ReadonlySet<string> = new Set(['pay GET /subscription/manage/{code}', 'pay POST /subscription/manage/{code}/cancel', 'pay POST /subscription/manage/{code}/card']);

/**
 * What is wrong with an answer to a fuzzed request, or undefined when it is a 2xx or a 4xx envelope with a message
 * (or, for a document route, a 2xx document of its type).
 */
export function problemWith(answer: FuzzAnswer, product: Product, access: Access, documentType?: string, refusalsAsDocument = false): string | undefined {
  const { status, text } = answer;
  const leak = internals.exec(text);
  if (status >= 500) return `${status}${leak ? ` leaking "${leak[0]}"` : ''}`;
  if (status < 200 || (status >= 300 && status < 400) || status >= 600) return `unexpected status ${status}`;
  if (leak) return `leaks internals: "${leak[0]}"`;
  if (documentType && refusalsAsDocument && status >= 400 && answer.contentType.startsWith(documentType)) return undefined;
  if (documentType && status < 300) return answer.contentType.startsWith(documentType) ? undefined : `not a ${documentType} document (${answer.contentType || 'no content type'})`;
  if (!answer.contentType.includes('application/json')) return `not JSON (${answer.contentType || 'no content type'})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body is not an object';
  const fields = body as Record<string, unknown>;
  if (typeof fields.message !== 'string' || fields.message.trim().length < 3) return 'no clear message';
  if (isGatewayAnswer(status, access, fields)) return undefined;
  const ok = status < 300;
  if (product === 'shop' && fields.success !== (ok ? 1 : 0)) return `not the Shop envelope (success: ${String(fields.success)})`;
  if (product === 'pay' && fields.status !== ok) return `not Pay's envelope (status: ${String(fields.status)})`;
  return undefined;
}
