import { createHash } from 'node:crypto';
import { testCards, testOtp, testPin } from '../checkout/test-cards';
import { optionalEnv } from '../../lib/env/env';
import type { CardDetails, PayoutRequest, PayoutResult, Processor, ProcessorStep, RefundRequest, RefundResult, TransferAccount, TransferCheck } from './processor';

/** The documented wait before a reported test transfer is confirmed (docs/pay.md §5). */
export const testTransferDelayMs = 15_000;

/**
 * The test bank declines a refund whose amount has exactly 13 kobo (`amount % 100 === 13`, e.g. `10013` for
 * ₦100.13), so merchants can try their `refund.failed` handling (docs/pay.md, Refunds); every other refund succeeds.
 */
export const failingRefundKobo = 13;

export function isFailingTestRefund(amount: number): boolean {
  return amount % 100 === failingRefundKobo;
}

/**
 * The test bank refuses every payout to this account (Guaranty Trust Bank `058`, a test account `GET /bank/resolve`
 * names), so merchants can try their `transfer.failed` handling (docs/pay.md, Transfers); every other payout succeeds.
 */
export const failingPayoutAccount = '0000000013';

/**
 * The test bank declines a saved-card charge whose amount has exactly 14 kobo (`amount % 100 === 14`, e.g.
 * `500014`), so merchants can try a failed subscription renewal (`invoice.payment_failed`, docs/pay.md, Plans
 * and subscriptions); every other authorization charge succeeds.
 */
export const failingAuthorizationKobo = 14;

/**
 * The test bank's record of saved-card charges by idempotency key (its own memory, as an acquirer keeps one):
 * the same key is answered with the first outcome and never charged again. `charges` counts the charges made.
 */
const authorizationCharges = new Map<string, { step: ProcessorStep; charges: number }>();

/** How many times the test bank actually charged for this key (0 or 1): what tests of retried charges read. */
export function testAuthorizationChargesFor(idempotencyKey: string): number {
  return authorizationCharges.get(idempotencyKey)?.charges ?? 0;
}

/** Every saved-card charge the test bank made in this process. */
export function testAuthorizationChargeCount(): number {
  let total = 0;
  for (const { charges } of authorizationCharges.values()) total += charges;
  return total;
}

/** Sessions name the authentication the test card still needs; they carry no card data. */
const sessions = { pinThenOtp: 'test:pin-then-otp', otpAfterPin: 'test:otp-after-pin', otpOnly: 'test:otp-only' } as const;

const otpPrompt = 'Enter the OTP sent to your phone (test mode: 123456)';

function otpStep(session: string): ProcessorStep {
  return { kind: 'send_otp', session, message: 'OTP required', displayText: otpPrompt };
}

/**
 * The documented test cards, in test mode: `4084 0840 8408 4081` succeeds at once; `5060 6666 6666 6666 666`
 * asks for PIN 1234 then OTP 123456; `5399 8383 8383 8381` asks for OTP 123456; `4000 0000 0000 0002` is
 * declined; `4000 0000 0000 9995` has insufficient funds; any other valid card is declined.
 */
export const testProcessor: Processor = {
  /** `PAY_TEST_TRANSFER_DELAY_MS` shortens the wait for the test stack; the code path is the same. */
  transferCheckDelayMs(): number {
    const configured = Number(optionalEnv('PAY_TEST_TRANSFER_DELAY_MS'));
    return Number.isInteger(configured) && configured >= 0 ? configured : testTransferDelayMs;
  },

  async chargeCard(card: CardDetails): Promise<ProcessorStep> {
    switch (card.number) {
      case testCards.success:
        return { kind: 'success', message: 'Approved' };
      case testCards.pinThenOtp:
        return { kind: 'send_pin', session: sessions.pinThenOtp, message: 'Please enter your 4-digit card PIN' };
      case testCards.otpOnly:
        return otpStep(sessions.otpOnly);
      case testCards.insufficientFunds:
        return { kind: 'failed', message: 'Insufficient Funds' };
      default:
        return { kind: 'failed', message: 'Declined' };
    }
  },

  async submitPin(session: string, pin: string): Promise<ProcessorStep> {
    if (session !== sessions.pinThenOtp) return { kind: 'failed', message: 'No PIN was expected for this card' };
    if (pin !== testPin) return { kind: 'retry', message: 'Incorrect PIN. Please try again.' };
    return otpStep(sessions.otpAfterPin);
  },

  async submitOtp(session: string, otp: string): Promise<ProcessorStep> {
    if (session !== sessions.otpAfterPin && session !== sessions.otpOnly) return { kind: 'failed', message: 'No OTP was expected for this card' };
    if (otp !== testOtp) return { kind: 'retry', message: 'Incorrect OTP. Please try again.' };
    return { kind: 'success', message: 'Approved' };
  },

  async chargeAuthorization(_authorizationCode: string, amount: number, idempotencyKey: string): Promise<ProcessorStep> {
    const earlier = authorizationCharges.get(idempotencyKey);
    if (earlier) return earlier.step;
    const step: ProcessorStep = amount % 100 === failingAuthorizationKobo ? { kind: 'failed', message: 'Declined by the test bank' } : { kind: 'success', message: 'Approved' };
    authorizationCharges.set(idempotencyKey, { step, charges: step.kind === 'success' ? 1 : 0 });
    return step;
  },

  async openTransferAccount(transactionId: number, merchantName: string): Promise<TransferAccount> {
    // One stable account per transaction, so asking again shows the same details.
    const digits = BigInt(`0x${createHash('sha256').update(`transfer:${transactionId}`).digest('hex').slice(0, 12)}`) % 100_000_000n;
    return {
      accountNumber: `99${digits.toString().padStart(8, '0')}`,
      accountName: `Aso Pay / ${merchantName}`.slice(0, 60),
      bankName: 'Aso Test Bank',
    };
  },

  /** The test bank has always received a reported transfer by the time Pay asks. */
  async confirmTransfer(): Promise<TransferCheck> {
    return { kind: 'received', message: 'Approved' };
  },

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (isFailingTestRefund(request.amount)) return { kind: 'failed', message: 'Refund declined by the test bank' };
    // The same refund id always gets the same reference, as a real acquirer's idempotent refund would.
    return { kind: 'success', message: 'Refunded', reference: `TRF_${request.refundId}` };
  },

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (request.accountNumber === failingPayoutAccount) return { kind: 'failed', message: 'Payout declined by the test bank: the account cannot receive transfers' };
    return { kind: 'success', message: 'Transfer successful', reference: `PAYOUT_${request.transferId}` };
  },
};
