import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { ChildProcesses, ManagedChild } from './child-processes';
import { parentGuardImport } from './child-processes';
import { localCredentials, localRegion } from './local-aws';
import { repoRoot } from './paths';
import { connectHost, emulatorStartTimeoutMs, freePort, listenHost, waitFor } from './ports';

/**
 * An AWS-style pool id and issuer, so the production `CognitoJwtVerifier` accepts cognito-local's tokens
 * unchanged: the issuer it expects is `https://cognito-idp.<region>.amazonaws.com/<pool id>`.
 */
export const localUserPoolId = `${localRegion}_Local0001`;
export const localIssuerDomain = `https://cognito-idp.${localRegion}.amazonaws.com`;
export const localAppClientName = 'aso-web';
/** Pay's merchant staff pool (the dashboard's sign-in), a second pool in the same emulator, and its app client. */
export const localStaffPoolId = `${localRegion}_Staff0001`;
export const localStaffClientName = 'pay-dashboard';
export const adminGroupName = 'admin';


/** cognito-local signs every token with one key that ships in the package: public, so local use only. */
export function localJwks(): Jwks {
  const file = join(repoRoot(), 'node_modules', 'cognito-local', 'lib', 'keys', 'cognitoLocal.public.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Jwks['keys'][number] };
  return { keys: [parsed.jwk] };
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: localRegion, credentials: localCredentials });
}

/**
 * cognito-local reads `.cognito/` relative to its working directory. An empty pool file makes it create the
 * pool with AWS's defaults (password policy, schema) under our id on first start.
 */
export function seedCognitoFolder(folder: string): void {
  const config = join(folder, '.cognito');
  const db = join(config, 'db');
  mkdirSync(db, { recursive: true });
  writeFileSync(
    join(config, 'config.json'),
    `${JSON.stringify(
      {
        TokenConfig: { IssuerDomain: localIssuerDomain },
        UserPoolDefaults: { UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'], Name: 'aso-local' },
      },
      null,
      2,
    )}\n`,
  );
  for (const poolId of [localUserPoolId, localStaffPoolId]) {
    const pool = join(db, `${poolId}.json`);
    if (!existsSync(pool)) writeFileSync(pool, '{}\n');
  }
}

export interface CognitoLocal {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** Pay's staff pool and its app client (`staff:read`/`staff:write`). */
  staffPoolId: string;
  staffClientId: string;
  child: ManagedChild;
}

/** Starts cognito-local with its data under `folder`, then makes sure the app client and `admin` group exist. */
export async function startCognitoLocal(children: ChildProcesses, options: { folder: string; logFile: string }): Promise<CognitoLocal> {
  seedCognitoFolder(options.folder);
  const port = await freePort();
  const child = children.start({
    name: 'cognito-local',
    command: process.execPath,
    args: ['--import', parentGuardImport, join(repoRoot(), 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js')],
    cwd: options.folder,
    env: { ...process.env, PORT: String(port), HOST: listenHost(), DEBUG: '' },
    logFile: options.logFile,
  });
  const endpoint = `http://${connectHost()}:${port}`;
  const client = cognitoClient(endpoint);
  try {
    await waitFor('cognito-local', () => client.send(new ListUserPoolClientsCommand({ UserPoolId: localUserPoolId })), emulatorStartTimeoutMs, child.alive);
    const clientId = await ensureAppClient(client, localUserPoolId, localAppClientName);
    const staffClientId = await ensureAppClient(client, localStaffPoolId, localStaffClientName);
    await ensureAdminGroup(client);
    return { endpoint, userPoolId: localUserPoolId, clientId, staffPoolId: localStaffPoolId, staffClientId, child };
  } finally {
    client.destroy();
  }
}

async function ensureAppClient(client: CognitoIdentityProviderClient, poolId: string, name: string): Promise<string> {
  const existing = await client.send(new ListUserPoolClientsCommand({ UserPoolId: poolId }));
  const found = existing.UserPoolClients?.find((appClient) => appClient.ClientName === name);
  if (found?.ClientId) return found.ClientId;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: name,
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      EnableTokenRevocation: true,
    }),
  );
  const clientId = created.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local created an app client without an id');
  return clientId;
}

async function ensureAdminGroup(client: CognitoIdentityProviderClient): Promise<void> {
  // GetGroup fails inside cognito-local while the pool has no groups at all; ListGroups does not.
  const groups = await client.send(new ListGroupsCommand({ UserPoolId: localUserPoolId }));
  if (groups.Groups?.some((group) => group.GroupName === adminGroupName)) return;
  await client.send(new CreateGroupCommand({ UserPoolId: localUserPoolId, GroupName: adminGroupName, Description: 'Shop administrators' }));
}
