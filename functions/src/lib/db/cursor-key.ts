import { optionalEnv } from '../env/env';

let key: Promise<string> | undefined;

async function loadKey(): Promise<string> {
  const raw = optionalEnv('CURSOR_SECRET');
  if (raw) return raw;
  const arn = optionalEnv('CURSOR_SECRET_ARN');
  if (!arn) throw new Error('Missing CURSOR_SECRET or CURSOR_SECRET_ARN');
  // Imported here, not at the top: many bundles hold paging code without a route that reads cursors (nor the grant).
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('The cursor key is empty');
  return answer.SecretString;
}

/**
 * The key that signs page cursors (routes declaring `secret:cursor`): `CURSOR_SECRET` locally, Secrets
 * Manager in AWS, fetched when a cursor is first read or written and then kept for the container. A failed
 * fetch is not cached, so the next request retries.
 */
export function cursorKey(): Promise<string> {
  key ??= loadKey().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}
