import { Entity, type EntityItem } from 'electrodb';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

/**
 * A business that takes payments through Pay. The secret key is shown once, at creation; authentication
 * needs only its SHA-256 hash, and webhook signing reads it sealed with Pay's master key. The public key
 * is stored as is, since it travels to browsers anyway.
 */
export const Merchant = new Entity(
  {
    model: { entity: 'merchant', version: '1', service: 'pay' },
    attributes: {
      merchantId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      logo: { type: 'string', required: true, default: '' },
      /** Test or live (absent on merchants made before modes existed: test): the keys' prefix shows it, and it picks the acquirer. */
      mode: { type: processorModes, default: 'test' },
      publicKey: { type: 'string', required: true },
      secretKeyHash: { type: 'string', required: true },
      /** The secret key sealed with Pay's master key, for signing webhooks only (`webhook/secret-key-cipher.ts`). */
      secretKeySealed: { type: 'string', required: true },
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
    },
  },
  entityConfig,
);

export type MerchantItem = EntityItem<typeof Merchant>;
