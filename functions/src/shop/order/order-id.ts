import { randomInt } from 'node:crypto';

/** Letters and digits a customer can read aloud without confusing 0/O or 1/I. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const length = 10;
const pattern = new RegExp(`^([${alphabet}]{${length}})(?:-([2-9]|[1-9][0-9]{1,2}))?$`);

/** A new order id: 10 random characters (50 bits), so ids are neither guessable nor a count of sales. */
export function newOrderId(): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/** The Pay reference of an order's nth payment attempt: the order id, then `{orderID}-2`, `{orderID}-3`… */
export function paymentReference(orderID: string, attempt: number): string {
  return attempt <= 1 ? orderID : `${orderID}-${attempt}`;
}

/** The order and attempt a Pay reference names, or undefined when it is not one of ours. */
export function parsePaymentReference(reference: string): { orderID: string; attempt: number } | undefined {
  const match = pattern.exec(reference);
  if (!match?.[1]) return undefined;
  return { orderID: match[1], attempt: match[2] ? Number(match[2]) : 1 };
}
