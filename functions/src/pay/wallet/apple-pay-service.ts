import { randomBytes } from 'node:crypto';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/http/errors';
import { getMerchant } from '../merchant/merchant-service';
import { settle } from '../payment/settlement';
import { transactionById } from '../transaction/transaction-lookup';
import type { ValidateSessionBody, WalletChargeBody } from './contract';

/**
 * Test-mode wallet pay. A live integration would call Apple's `sessionUrl` with Pay's merchant identity
 * certificate and decrypt the payment token; in test mode Pay makes the same checks on the request and
 * answers a test merchant session and a test charge.
 */

async function payableTransaction(id: string) {
  const transaction = await transactionById(Number(id));
  if (transaction.status === 'success') throw new ConflictError('This transaction has already been paid');
  if (transaction.status === 'abandoned') throw new ConflictError('This checkout was cancelled: start a new payment');
  if (!transaction.channels.includes('apple_pay')) throw new BadRequestError('This transaction does not accept Apple Pay');
  return transaction;
}

export async function validateApplePaySession(body: ValidateSessionBody): Promise<Record<string, unknown>> {
  const host = new URL(body.sessionUrl).hostname;
  if (host !== 'apple.com' && !host.endsWith('.apple.com')) {
    throw new BadRequestError('sessionUrl must be an Apple Pay validation URL', [{ path: 'sessionUrl', message: 'not an apple.com URL' }]);
  }
  const transaction = await payableTransaction(body.transaction);
  const merchant = await getMerchant(transaction.merchantId);
  const domain = body.domainName.toLowerCase();
  if (merchant.domains.length > 0 && !merchant.domains.some((origin) => new URL(origin).hostname === domain)) {
    throw new ForbiddenError('domainName is not one of the merchant\'s domains');
  }
  const now = Date.now();
  return {
    epochTimestamp: now,
    expiresAt: now + 60 * 60 * 1000,
    merchantSessionIdentifier: `test_${randomBytes(16).toString('hex')}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: `merchant.test.aso.pay.${merchant.merchantId}`,
    domainName: domain,
    displayName: body.displayName || merchant.name,
    signature: 'test-mode',
    retries: 0,
  };
}

function hasPaymentData(paymentObject: string): boolean {
  try {
    const parsed: unknown = JSON.parse(paymentObject);
    if (typeof parsed !== 'object' || parsed === null || !('token' in parsed)) return false;
    const token: unknown = parsed.token;
    return typeof token === 'object' && token !== null && 'paymentData' in token;
  } catch {
    return false;
  }
}

export async function chargeApplePay(body: WalletChargeBody): Promise<{ status: 'success'; reference: string }> {
  if (!hasPaymentData(body.paymentObject)) {
    throw new BadRequestError('paymentObject must be the Apple Pay payment with its token', [{ path: 'paymentObject', message: 'no token.paymentData' }]);
  }
  const transaction = await payableTransaction(body.transaction);
  const settled = await settle(transaction, 'success', { channel: 'apple_pay', gatewayResponse: 'Approved' });
  return { status: 'success', reference: settled.reference };
}
