import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readShopMerchantKeys } from '../../infra/local/local-secrets';
import { testStack } from './stack';
import { localTableClient, scanItems } from './table-scan';

/**
 * Points the Shop's Pay webhook elsewhere ('' for none), in the Shop's merchant record in Pay's table (test set-up
 * only: what the merchant would change in Pay's dashboard); answers a function that puts the old URL back.
 */
export async function setShopWebhookUrl(url: string): Promise<() => Promise<void>> {
  const data = process.env.LOCAL_STACK_DATA_DIR;
  const keys = data ? readShopMerchantKeys(data) : undefined;
  if (!keys) throw new Error('The local stack did not seed the Shop as a Pay merchant');
  const table = testStack().tables.pay;
  const [merchant] = await scanItems(
    { FilterExpression: '#e = :e AND publicKey = :key', ExpressionAttributeNames: { '#e': '__edb_e__' }, ExpressionAttributeValues: { ':e': 'merchant', ':key': keys.publicKey } },
    table,
  );
  if (!merchant) throw new Error("No merchant record for the Shop's public key");
  const write = (value: unknown) =>
    localTableClient().send(
      new UpdateCommand({ TableName: table, Key: { pk: merchant.pk, sk: merchant.sk }, UpdateExpression: 'SET webhookUrl = :url', ExpressionAttributeValues: { ':url': value } }),
    );
  await write(url);
  return async () => {
    await write(merchant.webhookUrl);
  };
}
