import { Merchant } from '../db/merchant';

export interface WebhookTarget {
  readonly webhookUrl: string;
  /** The merchant's test secret key sealed with Pay's master key; absent only if the item lost it. */
  readonly secretKeySealed?: string;
  /** Its live secret key, likewise; absent on a merchant not yet given its live pair. */
  readonly liveSecretKeySealed?: string;
}

/**
 * Where a merchant's webhooks go and the sealed key they are signed with, as the merchant item holds them now.
 * Apart from the outbox store, so a route that only sends (the dashboard's test event) reads without carrying
 * the store's writes.
 */
export async function merchantWebhookTarget(merchantId: string): Promise<WebhookTarget | undefined> {
  const { data } = await Merchant.get({ merchantId }).go();
  if (!data) return undefined;
  return {
    webhookUrl: data.webhookUrl,
    ...(data.secretKeySealed === '' ? {} : { secretKeySealed: data.secretKeySealed }),
    ...(data.liveSecretKeySealed ? { liveSecretKeySealed: data.liveSecretKeySealed } : {}),
  };
}
