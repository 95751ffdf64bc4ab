import { isConditionFailure } from '../../../lib/db/condition-failure';
import { Merchant, type MerchantItem } from '../../db/merchant';
import { newMerchantKeys } from '../../merchant/merchant-keys';
import { livePairAttributes } from '../../merchant/merchant-service';
import { payMasterKey } from '../../webhook/pay-master-key';

export interface LivePair {
  livePublicKey: string;
  liveSecretKeyHash: string;
  liveSecretKeySealed: string;
}

function livePairOf(merchant: MerchantItem): LivePair | undefined {
  const { livePublicKey, liveSecretKeyHash, liveSecretKeySealed } = merchant;
  return livePublicKey && liveSecretKeyHash && liveSecretKeySealed ? { livePublicKey, liveSecretKeyHash, liveSecretKeySealed } : undefined;
}

/**
 * The merchant's live pair. Merchants made before every merchant had one get it here, the first time the
 * dashboard shows their keys: one write, only while the item has no live public key, so two calls at once
 * leave exactly one pair (the loser reads the winner's).
 */
export async function livePairFor(merchant: MerchantItem): Promise<LivePair> {
  const held = livePairOf(merchant);
  if (held) return held;
  const made = livePairAttributes(newMerchantKeys('live'), merchant.merchantId, await payMasterKey());
  try {
    await Merchant.patch({ merchantId: merchant.merchantId })
      .set(made)
      .where(({ livePublicKey }, { notExists }) => notExists(livePublicKey))
      .go({ response: 'none' });
    return made;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data } = await Merchant.get({ merchantId: merchant.merchantId }).go({ consistent: true });
  const theirs = data ? livePairOf(data) : undefined;
  if (!theirs) throw new Error(`Merchant ${merchant.merchantId} has no live pair after a refused write of one`);
  return theirs;
}
