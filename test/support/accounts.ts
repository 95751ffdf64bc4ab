import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthSession } from '../../functions/src/shop/auth/contract';
import { api, cookiePair } from './api-client';
import { codeIn, waitForMail } from './mail';
import { testStack } from './stack';
import { localTableClient, scanItems } from './table-scan';

export const strongPassword = 'Kente-Cloth-2024';

/** An address no other test (or earlier run against the same stack) uses; `domain` may vary its case. */
export function uniqueEmail(label: string, domain = 'example.com'): string {
  return `${label}-${randomUUID().slice(0, 8)}@${domain}`;
}

/** Asks for a code and reads it from the local mailbox. */
export async function requestCode(email: string, path = '/auth/signUp-otp', firstName = 'Ada'): Promise<string> {
  const sent = await api(path, { body: path === '/auth/signUp-otp' ? { email, firstName } : { email } });
  if (sent.status !== 200) throw new Error(`${path} answered ${sent.status}: ${sent.body.message}`);
  return codeIn(await waitForMail(email));
}

export function registration(email: string, otp: string, password = strongPassword, firstName = 'Ada') {
  return {
    firstName,
    lastName: 'Obi',
    email,
    password,
    phone: '+2348012345678',
    country: 'Nigeria',
    state: 'Lagos',
    city: 'Ikeja',
    address: '12 Allen Avenue',
    otp,
  };
}

export interface Customer {
  email: string;
  password: string;
  token: string;
  refreshCookie: string;
  uuid: string;
}

export interface CustomerOptions {
  /** @default 'Ada' */
  readonly firstName?: string;
  /** @default strongPassword */
  readonly password?: string;
}

/** A fresh, signed-in customer made through the real sign-up flow. */
export async function registerCustomer(label = 'customer', options: CustomerOptions = {}): Promise<Customer> {
  const { firstName = 'Ada', password = strongPassword } = options;
  const email = uniqueEmail(label);
  const otp = await requestCode(email, '/auth/signUp-otp', firstName);
  const answer = await api<AuthSession>('/auth/signup', { body: registration(email, otp, password, firstName) });
  if (answer.status !== 201 || !answer.body.data) throw new Error(`signup answered ${answer.status}: ${answer.body.message}`);
  const refresh = answer.setCookies.find((cookie) => cookie.startsWith('aso_refresh='));
  return {
    email,
    password,
    token: answer.body.data.accessToken,
    refreshCookie: refresh ? cookiePair(refresh) : '',
    uuid: answer.body.data.user.uuid,
  };
}

/** Moves a live code's validity into the past, as if ten minutes had gone by (test set-up only). */
export async function expireCode(email: string, purpose: 'signup' | 'recovery'): Promise<void> {
  const client = localTableClient();
  const table = testStack().tables.shop;
  const [item] = await scanItems({
    FilterExpression: '#e = :e AND #p = :p AND attribute_exists(codeHash)',
    ExpressionAttributeNames: { '#e': 'email', '#p': 'purpose' },
    ExpressionAttributeValues: { ':e': email, ':p': purpose },
  });
  if (!item) throw new Error(`No ${purpose} code stored for ${email}`);
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET validUntil = :past',
      ExpressionAttributeValues: { ':past': Date.now() - 1000 },
    }),
  );
}

/** Every stored item whose partition key names the user (profile, addresses, measurement sets, idempotency records). */
export async function itemsOfUser(userId: string): Promise<Record<string, unknown>[]> {
  return scanItems({ FilterExpression: 'contains(pk, :id)', ExpressionAttributeValues: { ':id': userId } });
}

/** Ends the resend cool-down of an address's codes, as if a minute had gone by (test set-up only). */
export async function endCodeCooldown(email: string, purpose: 'signup' | 'recovery'): Promise<void> {
  const client = localTableClient();
  const table = testStack().tables.shop;
  const found = await scanItems({
    FilterExpression: '#s = :s AND #scope = :scope',
    ExpressionAttributeNames: { '#s': 'subject', '#scope': 'scope' },
    ExpressionAttributeValues: { ':s': email, ':scope': `otp-cooldown:${purpose}` },
  });
  for (const item of found) {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET windowEndsAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1000 },
      }),
    );
  }
}
