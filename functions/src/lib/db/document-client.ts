import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DocumentClient } from '../data/types';

let created: DynamoDBDocumentClient | undefined;

/**
 * The client itself, created on the first call. `documentClient` sends through it; the local stack's
 * recorders (scans, operations, injected faults) add their middleware to it.
 */
export function sharedDocumentClient(): DynamoDBDocumentClient {
  if (created) return created;
  const client = new DynamoDBClient({});
  // The SDK's logger middleware copies every command's input and answer through the service's schema, to mask
  // sensitive members, even when the logger is the no-op one a client gets by default: a 20-item Query paid a
  // few tenths of a millisecond for a log line nobody writes. No logger is ever given, so removing it logs nothing less.
  client.middlewareStack.remove('loggerMiddleware');
  created = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return created;
}

/**
 * One document client per Lambda, created when the first command is sent, not at import: creating an SDK
 * client resolves its region, endpoint and credential chain, about a tenth of a cold start, which a request
 * refused before it reaches the table never needs. The SDK reads `AWS_ENDPOINT_URL_DYNAMODB` itself, which is
 * how the local stack points it at DynamoDB Local.
 */
export const documentClient: DocumentClient = {
  send: ((...args: Parameters<DynamoDBDocumentClient['send']>) => sharedDocumentClient().send(...args)) as DynamoDBDocumentClient['send'],
};
