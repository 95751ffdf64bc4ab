import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { optionalEnv } from '../env/env';
import { ForbiddenError } from './errors';

/** The header CloudFront adds to every request it sends the API, holding the origin secret. */
export const originVerifyHeader = 'x-origin-verify';

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The address in `CloudFront-Viewer-Address` (`ip:port`; an IPv6 address comes without brackets, so the port is
 * whatever follows the last colon). Undefined when the header is missing or holds no address.
 */
export function viewerAddressOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([0-9a-fA-F:.]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) return bracketed[1];
  const colon = text.lastIndexOf(':');
  const address = colon > 0 && /^\d+$/.test(text.slice(colon + 1)) ? text.slice(0, colon) : text;
  return /^[0-9a-fA-F:.]+$/.test(address) ? address : undefined;
}

/**
 * Where the request came from, for the per-source limits. Deployed, the API sits behind CloudFront, which adds
 * the origin secret (`ORIGIN_VERIFY`) and the viewer's address to what it forwards; API Gateway's `sourceIp` is
 * then an edge server's, shared by every viewer near it. A request without the secret did not come through the
 * distribution: it is refused, so neither the limits nor anything else can be reached around CloudFront, and no
 * caller can name their own address. Without `ORIGIN_VERIFY` (the local stack, unit tests) the gateway's own
 * `sourceIp` is the source.
 */
export function callerAddress(event: APIGatewayProxyEventV2, headers: Record<string, string | undefined>): string {
  const secret = optionalEnv('ORIGIN_VERIFY');
  const sourceIp = event.requestContext.http.sourceIp;
  if (secret === undefined) return sourceIp;
  if (!sameSecret(headers[originVerifyHeader], secret)) throw new ForbiddenError('Please use the site\'s address');
  return viewerAddressOf(headers['cloudfront-viewer-address']) ?? sourceIp;
}
