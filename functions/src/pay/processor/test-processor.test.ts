import { testCards, testOtp, testPin } from '../checkout/contract';
import { testProcessor } from './test-processor';

const card = (number: string) => ({ number, expMonth: '12', expYear: '2099', cvv: '123' });

describe('the test processor', () => {
  test('It should approve the success card at once', async () => {
    expect(await testProcessor.chargeCard(card(testCards.success), 5000)).toEqual({ kind: 'success', message: 'Approved' });
  });

  test('It should ask for PIN then OTP, letting a wrong PIN or OTP be retried', async () => {
    const first = await testProcessor.chargeCard(card(testCards.pinThenOtp), 5000);
    if (first.kind !== 'send_pin') throw new Error(`expected send_pin, got ${first.kind}`);
    expect((await testProcessor.submitPin(first.session, '0000')).kind).toBe('retry');
    const second = await testProcessor.submitPin(first.session, testPin);
    if (second.kind !== 'send_otp') throw new Error(`expected send_otp, got ${second.kind}`);
    expect((await testProcessor.submitOtp(second.session, '000000')).kind).toBe('retry');
    expect((await testProcessor.submitOtp(second.session, testOtp)).kind).toBe('success');
  });

  test('It should refuse an OTP for the PIN card before its PIN', async () => {
    const first = await testProcessor.chargeCard(card(testCards.pinThenOtp), 5000);
    if (first.kind !== 'send_pin') throw new Error(`expected send_pin, got ${first.kind}`);
    expect((await testProcessor.submitOtp(first.session, testOtp)).kind).toBe('failed');
  });

  test('It should decline, report insufficient funds, and decline any other card', async () => {
    expect(await testProcessor.chargeCard(card(testCards.declined), 5000)).toEqual({ kind: 'failed', message: 'Declined' });
    expect(await testProcessor.chargeCard(card(testCards.insufficientFunds), 5000)).toEqual({ kind: 'failed', message: 'Insufficient Funds' });
    expect((await testProcessor.chargeCard(card('4111111111111111'), 5000)).kind).toBe('failed');
  });

  test('It should give one stable ten-digit account per transaction', async () => {
    const account = await testProcessor.openTransferAccount(42, 'Aso');
    expect(account.accountNumber).toMatch(/^\d{10}$/);
    expect(await testProcessor.openTransferAccount(42, 'Aso')).toEqual(account);
  });

  test('It should confirm a reported transfer and refund a payment, with one reference per refund id', async () => {
    expect(await testProcessor.confirmTransfer({ transactionId: 42, accountNumber: '9900000000', amount: 5000 })).toMatchObject({ kind: 'received' });
    expect(await testProcessor.refund({ refundId: 7, transactionId: 42, amount: 5000 })).toEqual({ kind: 'success', message: 'Refunded', reference: 'TRF_7' });
    expect(await testProcessor.refund({ refundId: 7, transactionId: 42, amount: 5000 })).toEqual(await testProcessor.refund({ refundId: 7, transactionId: 42, amount: 5000 }));
  });

  test('It should decline a refund of an amount with exactly 13 kobo, the documented failure trigger', async () => {
    expect(await testProcessor.refund({ refundId: 8, transactionId: 42, amount: 10013 })).toEqual({ kind: 'failed', message: 'Refund declined by the test bank' });
    expect(await testProcessor.refund({ refundId: 9, transactionId: 42, amount: 13 })).toMatchObject({ kind: 'failed' });
    expect(await testProcessor.refund({ refundId: 10, transactionId: 42, amount: 10113 })).toMatchObject({ kind: 'failed' });
    for (const amount of [10012, 10014, 1300, 250000]) {
      expect(await testProcessor.refund({ refundId: 11, transactionId: 42, amount })).toMatchObject({ kind: 'success' });
    }
  });

  test('It should wait the documented 15 s before confirming, unless the test stack shortens it', () => {
    const saved = process.env.PAY_TEST_TRANSFER_DELAY_MS;
    try {
      delete process.env.PAY_TEST_TRANSFER_DELAY_MS;
      expect(testProcessor.transferCheckDelayMs()).toBe(15_000);
      process.env.PAY_TEST_TRANSFER_DELAY_MS = '1500';
      expect(testProcessor.transferCheckDelayMs()).toBe(1500);
      process.env.PAY_TEST_TRANSFER_DELAY_MS = 'soon';
      expect(testProcessor.transferCheckDelayMs()).toBe(15_000);
    } finally {
      if (saved === undefined) delete process.env.PAY_TEST_TRANSFER_DELAY_MS;
      else process.env.PAY_TEST_TRANSFER_DELAY_MS = saved;
    }
  });
});
