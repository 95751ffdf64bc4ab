import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * One document client per Lambda, created at module scope. The SDK reads `AWS_ENDPOINT_URL_DYNAMODB`
 * itself, which is how the local stack points it at DynamoDB Local.
 */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
