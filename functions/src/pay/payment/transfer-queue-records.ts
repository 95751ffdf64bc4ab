import { entityField } from '../../lib/data/keys';

/**
 * The transaction a delay-queue message is about. The pipe from Pay's table stream puts each new
 * `TransferConfirmation`'s stream record on the queue as JSON; anything else is ignored, not retried.
 */
export function reportedTransferId(body: string): number | undefined {
  let record: unknown;
  try {
    record = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof record !== 'object' || record === null || !('dynamodb' in record)) return undefined;
  const { dynamodb } = record;
  if (typeof dynamodb !== 'object' || dynamodb === null || !('NewImage' in dynamodb)) return undefined;
  const image = dynamodb.NewImage as Record<string, { S?: string; N?: string } | undefined> | null | undefined;
  if (image?.[entityField]?.S !== 'transferConfirmation') return undefined;
  const id = Number(image.transactionId?.N);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
