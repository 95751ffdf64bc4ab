import { optionalEnv } from '../../lib/env/env';

let secret: Promise<string> | undefined;

async function loadSecret(): Promise<string> {
  const raw = optionalEnv('OTP_SECRET');
  if (raw) return raw;
  const arn = optionalEnv('OTP_SECRET_ARN');
  if (!arn) throw new Error('Missing OTP_SECRET or OTP_SECRET_ARN');
  // Loaded on use: routes that import this module but never hash a code carry no Secrets Manager call.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  const answer = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('The OTP secret is empty');
  return answer.SecretString;
}

/**
 * The OTP hashing key: `OTP_SECRET` locally (generated into the data folder), Secrets Manager in AWS,
 * fetched once per container. A failed fetch is not cached, so the next request retries.
 */
export function otpSecret(): Promise<string> {
  secret ??= loadSecret().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}
