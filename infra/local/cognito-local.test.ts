import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localIssuerDomain, localJwks, localUserPoolId, seedCognitoFolder } from './cognito-local';

describe('cognito-local seeding', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'aso-cognito-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  test('It should give the pool an AWS-style id and issuer so the production verifier accepts its tokens', () => {
    seedCognitoFolder(folder);

    const config = JSON.parse(readFileSync(join(folder, '.cognito', 'config.json'), 'utf8')) as { TokenConfig: { IssuerDomain: string } };
    expect(config.TokenConfig.IssuerDomain).toBe('https://cognito-idp.eu-west-1.amazonaws.com');
    expect(localIssuerDomain).toBe(config.TokenConfig.IssuerDomain);
    expect(localUserPoolId).toMatch(/^eu-west-1_[A-Za-z0-9]+$/);
    expect(existsSync(join(folder, '.cognito', 'db', `${localUserPoolId}.json`))).toBe(true);
  });

  test('It should never overwrite an existing pool (users survive a restart)', () => {
    seedCognitoFolder(folder);
    const pool = join(folder, '.cognito', 'db', `${localUserPoolId}.json`);
    writeFileSync(pool, '{"Users":{"u":{}}}');

    seedCognitoFolder(folder);

    expect(readFileSync(pool, 'utf8')).toBe('{"Users":{"u":{}}}');
  });

  test('It should expose cognito-local’s public signing key as a JWKS', () => {
    const jwks = localJwks();

    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: 'CognitoLocal', kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
