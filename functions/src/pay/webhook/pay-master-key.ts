import { optionalEnv } from '../../lib/env/env';

let secret: Promise<string> | undefined;

async function loadSecret(): Promise<string> {
  const raw = optionalEnv('PAY_MASTER_KEY');
  if (raw) return raw;
  const arn = optionalEnv('PAY_MASTER_KEY_ARN');
  if (!arn) throw new Error('Missing PAY_MASTER_KEY or PAY_MASTER_KEY_ARN');
  // Loaded on use: routes that import this module but never open a sealed key carry no Secrets Manager call.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  const answer = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('The Pay master key is empty');
  return answer.SecretString;
}

/**
 * The master key that seals merchants' secret keys (see `secret-key-cipher.ts`): `PAY_MASTER_KEY` locally
 * (generated into the local secret store), Secrets Manager in AWS (`PAY_MASTER_KEY_ARN`), fetched once per
 * container. A failed fetch is not cached, so the next call retries.
 */
export function payMasterKey(): Promise<string> {
  secret ??= loadSecret().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}
