import { apiBasePath } from '../../functions/src/lib/http/api-base';
import { createMerchant } from '../../functions/src/pay/merchant/merchant-service';
import { writeShopMerchantKeys } from './local-secrets';

/**
 * Seeds the Shop as a Pay merchant (first run only), with Pay's handler environment. The keys go straight
 * into the local secret store file named by `ASO_MERCHANT_KEYS_FILE`; nothing about them is printed.
 * Pay's webhooks go to the Shop's `POST /pay/webhook`, so an order paid in a tab closed right after paying
 * is still marked paid. The Shop's origin is its only allowed domain: only the Shop may frame its checkout
 * or be its `callback_url`.
 */
async function main(): Promise<void> {
  const file = process.env.ASO_MERCHANT_KEYS_FILE;
  if (!file) throw new Error('ASO_MERCHANT_KEYS_FILE is not set');
  const shopOrigin = process.env.SHOP_ORIGIN?.replace(/\/+$/, '');
  const created = await createMerchant({
    name: process.env.SHOP_NAME ?? 'Aso',
    ...(shopOrigin ? { webhookUrl: `${shopOrigin}${apiBasePath.shop}/pay/webhook`, domains: [shopOrigin] } : {}),
  });
  writeShopMerchantKeys(file, { publicKey: created.publicKey, secretKey: created.secretKey });
  process.stdout.write(`Seeded the Shop as Pay merchant ${created.merchant.merchantId}.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
