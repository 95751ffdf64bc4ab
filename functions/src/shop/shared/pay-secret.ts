import { optionalEnv } from '../../lib/env/env';

let secret: Promise<string> | undefined;

async function loadSecret(): Promise<string> {
  const raw = optionalEnv('PAY_SECRET_KEY');
  if (raw) return raw;
  const arn = optionalEnv('PAY_SECRET_KEY_ARN');
  if (!arn) throw new Error('Missing PAY_SECRET_KEY or PAY_SECRET_KEY_ARN');
  // Loaded on use: routes that import the Pay client but never call Pay carry no Secrets Manager call.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('The Pay secret key is empty');
  return answer.SecretString.trim();
}

/**
 * The Shop's Pay secret key (`sk_…`): `PAY_SECRET_KEY` locally, Secrets Manager in AWS, fetched once per
 * container. It authorises the Shop's calls to Pay and keys Pay's webhook signatures. A failed fetch is
 * not cached, so the next request retries.
 */
export function paySecretKey(): Promise<string> {
  secret ??= loadSecret().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}
