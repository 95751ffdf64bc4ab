import { optionalEnv } from './env';

const loads = new Map<string, Promise<string>>();

async function load(name: string): Promise<string> {
  const raw = optionalEnv(name);
  if (raw) return raw;
  const arn = optionalEnv(`${name}_ARN`);
  if (!arn) throw new Error(`Missing ${name} or ${name}_ARN`);
  // Imported on use: a route whose bundle holds a module with a secret it never reads carries no Secrets Manager call.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error(`The secret behind ${name}_ARN is empty`);
  return answer.SecretString;
}

/**
 * A secret a route's `secret:*` need gives it (`infra/lib/need-environment.ts`): the value in `<name>` locally
 * (from the local secret store), else fetched from Secrets Manager by `<name>_ARN` in AWS. Read when first
 * used and kept for the container; a failed fetch is not kept, so the next request tries again.
 */
export function stackSecret(name: string): Promise<string> {
  let value = loads.get(name);
  if (!value) {
    value = load(name).catch((error: unknown) => {
      loads.delete(name);
      throw error;
    });
    loads.set(name, value);
  }
  return value;
}
