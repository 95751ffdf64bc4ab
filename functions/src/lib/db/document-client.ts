import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DocumentClient } from '../data/types';

let created: DynamoDBDocumentClient | undefined;

/**
 * The client itself, created on the first call. `documentClient` sends through it; the local stack's
 * recorders (scans, operations, injected faults) add their middleware to it.
 */
export function sharedDocumentClient(): DynamoDBDocumentClient {
  created ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });
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
