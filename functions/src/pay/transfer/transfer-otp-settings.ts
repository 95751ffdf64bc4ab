import { BadRequestError } from '../../lib/http/errors';
import { Merchant } from '../db/merchant';
import { testTransferOtp } from './transfer-otp-service';

/**
 * Paystack's transfer OTP switch (docs/pay.md, Transfers): by default every transfer waits for an OTP
 * (`finalize_transfer`). `disable_otp` sends an OTP (in test mode none is sent: it is always `123456`),
 * `disable_otp_finalize` with it turns the step off so transfers are queued at once, and `enable_otp` turns it
 * back on. Each is one write of the merchant's item.
 */

/** How long the OTP `disable_otp` sent stays good. */
const disableOtpLifetimeMs = 10 * 60 * 1000;

export async function requestTransferOtpDisable(merchantId: string, now = new Date()): Promise<void> {
  await Merchant.patch({ merchantId }).set({ transferOtpDisableRequestedAt: now.toISOString() }).go({ response: 'none' });
}

export async function finalizeTransferOtpDisable(merchantId: string, otp: string, now = new Date()): Promise<void> {
  const { data } = await Merchant.get({ merchantId }).go({ consistent: true });
  const requestedAt = data?.transferOtpDisableRequestedAt;
  if (!requestedAt || now.getTime() - Date.parse(requestedAt) > disableOtpLifetimeMs) {
    throw new BadRequestError('No OTP was requested for disabling transfer OTP, or it expired: call /transfer/disable_otp first', [{ path: 'otp', message: 'not requested' }], { code: 'otp_not_requested' });
  }
  if (otp !== testTransferOtp) throw new BadRequestError('Invalid OTP', [{ path: 'otp', message: 'wrong OTP' }], { code: 'invalid_otp' });
  await Merchant.patch({ merchantId }).set({ transferOtpDisabled: true }).remove(['transferOtpDisableRequestedAt']).go({ response: 'none' });
}

export async function enableTransferOtp(merchantId: string): Promise<void> {
  await Merchant.patch({ merchantId }).set({ transferOtpDisabled: false }).remove(['transferOtpDisableRequestedAt']).go({ response: 'none' });
}
