import { isConditionFailure } from '../../../lib/db/condition-failure';
import { ConflictError, UnauthorizedError } from '../../../lib/http/errors';
import type { StaffPrincipal } from '../../../lib/http/http-route';
import { Merchant, type MerchantItem } from '../../db/merchant';
import { newMerchantKeys } from '../../merchant/merchant-keys';
import { getMerchant, livePairAttributes, storedSecretKey, type KeyPair } from '../../merchant/merchant-service';
import { enabledModes } from '../../processor/processor-factory';
import type { ProcessorMode } from '../../processor/processor-mode';
import { payMasterKey } from '../../webhook/pay-master-key';
import { openSecretKey } from '../../webhook/secret-key-cipher';
import { checkStaffPassword } from '../staff/staff-session';
import { livePairFor } from './live-pair';

export interface PairView {
  publicKey: string;
  secretKeyLast4: string;
}

export interface KeysView {
  mode: string;
  test: PairView;
  live: PairView;
  /** Whether this deployment has a live acquirer (none yet: live keys authenticate, and calls that need it are refused). */
  liveEnabled: boolean;
}

/** One pair as stored: public key, secret key's hash and sealed form. */
async function storedPair(merchant: MerchantItem, mode: ProcessorMode): Promise<{ publicKey: string; secretKeyHash: string; secretKeySealed: string }> {
  if (mode === 'test') return { publicKey: merchant.publicKey, secretKeyHash: merchant.secretKeyHash, secretKeySealed: merchant.secretKeySealed };
  const live = await livePairFor(merchant);
  return { publicKey: live.livePublicKey, secretKeyHash: live.liveSecretKeyHash, secretKeySealed: live.liveSecretKeySealed };
}

/** `GET /keys`: both pairs, each with its public key and only its secret key's last four characters. */
export async function viewKeys(merchantId: string): Promise<KeysView> {
  const merchant = await getMerchant(merchantId);
  const masterKey = await payMasterKey();
  const viewOf = async (mode: ProcessorMode): Promise<PairView> => {
    const pair = await storedPair(merchant, mode);
    return { publicKey: pair.publicKey, secretKeyLast4: openSecretKey(pair.secretKeySealed, merchantId, masterKey).slice(-4) };
  };
  return { mode: merchant.mode ?? 'test', test: await viewOf('test'), live: await viewOf('live'), liveEnabled: enabledModes().includes('live') };
}

const wrongPassword = () => new UnauthorizedError('Password is incorrect', { code: 'unauthorized' });

/** The caller's own password again, before a key is shown or changed. */
async function confirmPassword(staff: StaffPrincipal, password: string): Promise<void> {
  const { staff: checked } = await checkStaffPassword(staff.email, password, wrongPassword);
  if (checked.staffId !== staff.staffId) throw wrongPassword();
}

/** `POST /keys/reveal`: the secret key of one pair. */
export async function revealSecretKey(staff: StaffPrincipal, password: string, mode: ProcessorMode): Promise<{ secretKey: string }> {
  await confirmPassword(staff, password);
  const merchant = await getMerchant(staff.merchantId);
  const pair = await storedPair(merchant, mode);
  return { secretKey: openSecretKey(pair.secretKeySealed, merchant.merchantId, await payMasterKey()) };
}

/**
 * `POST /keys/rotate`: a new pair for one mode, written only over the pair that was read; the old secret key's
 * hash is gone from its key index in the same write, so the old key is refused from now on. The other mode's
 * pair is not touched.
 */
export async function rotateKeys(staff: StaffPrincipal, password: string, mode: ProcessorMode): Promise<KeyPair> {
  await confirmPassword(staff, password);
  const merchant = await getMerchant(staff.merchantId);
  const old = await storedPair(merchant, mode);
  const fresh = newMerchantKeys(mode);
  const masterKey = await payMasterKey();
  try {
    if (mode === 'test') {
      const stored = storedSecretKey(fresh.secretKey, merchant.merchantId, masterKey);
      await Merchant.patch({ merchantId: merchant.merchantId })
        .set({ publicKey: fresh.publicKey, secretKeyHash: stored.hash, secretKeySealed: stored.sealed })
        .where(({ secretKeyHash }, { eq }) => eq(secretKeyHash, old.secretKeyHash))
        .go({ response: 'none' });
    } else {
      await Merchant.patch({ merchantId: merchant.merchantId })
        .set(livePairAttributes(fresh, merchant.merchantId, masterKey))
        .where(({ liveSecretKeyHash }, { eq }) => eq(liveSecretKeyHash, old.secretKeyHash))
        .go({ response: 'none' });
    }
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('The keys were changed meanwhile: reload and try again');
    throw error;
  }
  return fresh;
}
