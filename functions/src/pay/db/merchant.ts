import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

/**
 * A business that takes payments through Pay. It holds two key pairs, like Paystack: the test pair
 * (`publicKey`, `secretKey…`: `pk_test_`/`sk_test_`) and the live pair (`live…`: `pk_live_`/`sk_live_`); a
 * call's mode is the mode of the key it came with. Each secret key is shown once, at creation; authentication
 * needs only its SHA-256 hash, and webhook signing reads it sealed with Pay's master key. The public keys
 * are stored as is, since they travel to browsers anyway. Merchants made before the live pair existed get it
 * on first use (`merchant/live-keys.ts`), so the live attributes and their indexes (gsi3, gsi4) are sparse.
 */
export const Merchant = new Entity(
  {
    model: { entity: 'merchant', version: '1', service: 'pay' },
    attributes: {
      merchantId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      logo: { type: 'string', required: true, default: '' },
      /**
       * Test for every merchant made since both key pairs exist; older merchants made with the removed `--live`
       * option hold `live` (their one pair was live and always refused). It no longer picks the acquirer: the
       * key of each call does (`MerchantPrincipal.mode`). The dashboard shows it.
       */
      mode: { type: processorModes, default: 'test' },
      /** The test pair. */
      publicKey: { type: 'string', required: true },
      secretKeyHash: { type: 'string', required: true },
      /** The secret key sealed with Pay's master key, for signing webhooks only (`webhook/secret-key-cipher.ts`). */
      secretKeySealed: { type: 'string', required: true },
      /** The live pair, like the test pair (absent until made: see above). */
      livePublicKey: { type: 'string' },
      liveSecretKeyHash: { type: 'string' },
      liveSecretKeySealed: { type: 'string' },
      webhookUrl: { type: 'string', required: true, default: '' },
      /** Origins allowed to frame the checkout; empty means any. */
      domains: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** Saved-card codes this merchant's checkouts may ask for per hour; unset means Pay's default. */
      vaultCodesPerHour: { type: 'number' },
      createdAt: { type: 'string', required: true },
      /** Keys the cards' signatures (`shared/card-signature.ts`); set at creation, or at the first card paid for older merchants. */
      cardSignatureKey: { type: 'string' },
      /** Its fee schedule (`fees/fee-schedule.ts`); each one unset means Paystack's local-card default. */
      feePercentBps: { type: 'number' },
      feeFlat: { type: 'number' },
      feeFlatWaivedBelow: { type: 'number' },
      feeCap: { type: 'number' },
      /** Transfers skip the OTP step (`/transfer/disable_otp_finalize`); unset or false: every transfer waits for it, Paystack's default. */
      transferOtpDisabled: { type: 'boolean' },
      /** When `/transfer/disable_otp` sent its OTP: `disable_otp_finalize` is taken only while this is set. */
      transferOtpDisableRequestedAt: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['merchantId'] }, sk: { field: 'sk', composite: [] } },
      byPublicKey: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['publicKey'] }, sk: { field: 'gsi1sk', composite: [] } },
      bySecretKeyHash: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['secretKeyHash'] }, sk: { field: 'gsi2sk', composite: [] } },
      byLivePublicKey: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['livePublicKey'] }, sk: { field: 'gsi3sk', composite: [] } },
      byLiveSecretKeyHash: { index: 'gsi4', pk: { field: 'gsi4pk', composite: ['liveSecretKeyHash'] }, sk: { field: 'gsi4sk', composite: [] } },
    },
  },
  entityConfig,
);

export type MerchantItem = EntityItem<typeof Merchant>;
