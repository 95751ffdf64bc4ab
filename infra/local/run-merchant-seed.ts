import { existsSync, readFileSync } from 'node:fs';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../functions/src/lib/auth/cognito-client';
import { isConditionFailure } from '../../functions/src/lib/db/condition-failure';
import { apiBasePath } from '../../functions/src/lib/http/api-base';
import { Staff } from '../../functions/src/pay/db/staff';
import { createMerchant, merchantByPublicKey } from '../../functions/src/pay/merchant/merchant-service';
import { requireEnv } from '../../functions/src/lib/env/env';
import { writeShopMerchantKeys, type ShopMerchantKeys } from './local-secrets';
import { ensureUser } from './seed-identity';

/**
 * Seeds the Shop as a Pay merchant (first run only) and its dashboard owner, with Pay's handler environment. The keys go straight
 * into the local secret store file named by `ASO_MERCHANT_KEYS_FILE`; nothing about them is printed.
 * Pay's webhooks go to the Shop's `POST /pay/webhook`, so an order paid in a tab closed right after paying
 * is still marked paid. The Shop's origin is its only allowed domain: only the Shop may frame its checkout
 * or be its `callback_url`.
 */
async function shopMerchantId(file: string): Promise<string> {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as ShopMerchantKeys;
    const merchant = await merchantByPublicKey(stored.publicKey);
    if (!merchant) throw new Error('The Shop merchant of the local secret store is not in the Pay table');
    return merchant.merchantId;
  }
  const shopOrigin = process.env.SHOP_ORIGIN?.replace(/\/+$/, '');
  const created = await createMerchant({
    name: process.env.SHOP_NAME ?? 'Aso',
    ...(shopOrigin ? { webhookUrl: `${shopOrigin}${apiBasePath.shop}/pay/webhook`, domains: [shopOrigin] } : {}),
  });
  writeShopMerchantKeys(file, { publicKey: created.publicKey, secretKey: created.secretKey });
  process.stdout.write(`Seeded the Shop as Pay merchant ${created.merchant.merchantId}.\n`);
  return created.merchant.merchantId;
}

/**
 * The Shop merchant's dashboard owner (`ASO_SHOP_OWNER_EMAIL`, `ASO_SHOP_OWNER_PASSWORD`): the staff pool user,
 * found or made (its password set to the stored one), and its owner item, made only when missing: a second run
 * duplicates nothing. Two-factor sign-in is not on:
 * the owner sets it up at the first sign-in, as every new owner does.
 */
async function ensureShopOwner(merchantId: string): Promise<void> {
  const email = requireEnv('ASO_SHOP_OWNER_EMAIL');
  const poolId = requireEnv('STAFF_POOL_ID');
  const username = await ensureUser(cognitoClient(), poolId, { email, password: requireEnv('ASO_SHOP_OWNER_PASSWORD'), givenName: 'Shop', familyName: 'Owner' });
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: poolId, Username: username }));
  const staffId = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? username;
  try {
    await Staff.create({ staffId, merchantId, email, role: 'owner', createdAt: new Date().toISOString() }).go({ response: 'none' });
    process.stdout.write(`Seeded ${email} as the owner of Pay merchant ${merchantId}.\n`);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

async function main(): Promise<void> {
  const file = process.env.ASO_MERCHANT_KEYS_FILE;
  if (!file) throw new Error('ASO_MERCHANT_KEYS_FILE is not set');
  await ensureShopOwner(await shopMerchantId(file));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
