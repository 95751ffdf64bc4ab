import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Secrets live in the data folder (never in the repository) and are generated once. */
function secretsDir(data: string): string {
  const folder = join(data, 'secrets');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
}

function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = create();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/** The OTP hashing key: 32 random bytes, hex. Handlers get it as `OTP_SECRET` (in AWS: `OTP_SECRET_ARN`). */
export function otpSecret(data: string): string {
  return readOrCreate(join(secretsDir(data), 'otp-secret'), () => randomBytes(32).toString('hex'));
}

/** The page-cursor signing key: 32 random bytes, hex. Shop handlers get it as `CURSOR_SECRET` (in AWS: `CURSOR_SECRET_ARN`). */
export function cursorSecret(data: string): string {
  return readOrCreate(join(secretsDir(data), 'cursor-secret'), () => randomBytes(32).toString('hex'));
}

/**
 * Pay's master key, which seals merchants' secret keys for webhook signing: 32 random bytes, hex. Pay's
 * handlers and webhook consumer get it as `PAY_MASTER_KEY` (in AWS: `PAY_MASTER_KEY_ARN`).
 */
export function payMasterKey(data: string): string {
  return readOrCreate(join(secretsDir(data), 'pay-master-key'), () => randomBytes(32).toString('hex'));
}

/** A password that satisfies the user pool's policy (upper, lower, digit, symbol, 16+ characters). */
export function generatePassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? '';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const symbols = '!@#%^*-_=+';
  const all = upper + lower + digits + symbols;
  const chars = [pick(upper), pick(lower), pick(digits), pick(symbols), ...Array.from({ length: 14 }, () => pick(all))];
  for (let index = chars.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [chars[index], chars[other]] = [chars[other] ?? '', chars[index] ?? ''];
  }
  return chars.join('');
}

/** A generated password kept in the data folder, so it stays the same across restarts. */
export function storedPassword(data: string, name: string): string {
  return readOrCreate(join(secretsDir(data), `${name}-password`), generatePassword);
}

/** The Shop's keys as a Pay merchant, written once by the merchant seed into the secret store. */
export interface ShopMerchantKeys {
  publicKey: string;
  secretKey: string;
}

export function shopMerchantKeysFile(data: string): string {
  return join(secretsDir(data), 'pay-shop-merchant.json');
}

export function readShopMerchantKeys(data: string): ShopMerchantKeys | undefined {
  const file = shopMerchantKeysFile(data);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ShopMerchantKeys;
}

export function writeShopMerchantKeys(file: string, keys: ShopMerchantKeys): void {
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
}
