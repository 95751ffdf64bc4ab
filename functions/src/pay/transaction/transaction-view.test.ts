import type { TransactionItem } from '../db/transaction';
import { transactionView, viewStatus } from './transaction-view';

const paid: TransactionItem = {
  transactionId: 1000000001,
  merchantId: '555001',
  domain: 'test',
  reference: 'ORDER-1',
  accessCode: 'code',
  email: 'ada@example.com',
  amount: 250000,
  currency: 'NGN',
  status: 'success',
  channels: ['card'],
  callbackUrl: '',
  metadata: '',
  label: '',
  firstName: '',
  lastName: '',
  phone: '',
  parametersHash: 'api:1',
  source: 'api',
  createdAt: '2026-03-01T11:00:00.000Z',
  paidAt: '2026-03-01T11:00:05.000Z',
  attempts: 0,
};

describe('a transaction as merchants see it', () => {
  test('It should show a paid transaction as partially refunded, then refunded, by its processed refunds only', () => {
    expect(viewStatus(paid)).toBe('success');
    expect(viewStatus({ ...paid, refundedAmount: 0 })).toBe('success');
    expect(viewStatus({ ...paid, refundedAmount: 100000 })).toBe('partially_refunded');
    expect(viewStatus({ ...paid, refundedAmount: 250000 })).toBe('refunded');
  });

  test('It should never call an unpaid transaction refunded', () => {
    for (const status of ['pending', 'failed', 'abandoned'] as const) expect(viewStatus({ ...paid, status, refundedAmount: 250000 })).toBe(status);
  });

  test('It should list the refunds and the kobo given back', () => {
    const refunds = [
      { id: 7, amount: 100000, status: 'processed' as const, createdAt: '2026-03-02T00:00:00.000Z' },
      { id: 8, amount: 50000, status: 'pending' as const, createdAt: '2026-03-03T00:00:00.000Z' },
    ];
    const view = transactionView({ ...paid, refundReserved: 150000, refundedAmount: 100000 }, refunds);
    expect(view).toMatchObject({ status: 'partially_refunded', amount: 250000, amount_refunded: 100000, refunds });
    expect(transactionView(paid)).toMatchObject({ status: 'success', amount_refunded: 0, refunds: [] });
  });
});

describe("Paystack's transaction fields", () => {
  test('It should show metadata as the object or null, never ""', () => {
    expect(transactionView(paid).metadata).toBeNull();
    expect(transactionView({ ...paid, metadata: '{"cart":3}' }).metadata).toEqual({ cart: 3 });
    expect(transactionView({ ...paid, metadata: '"text"' }).metadata).toBeNull();
  });

  test('It should show the requested amount, the transaction date, an empty plan_object and the order id', () => {
    expect(transactionView(paid)).toMatchObject({ requested_amount: 250000, transaction_date: paid.createdAt, plan_object: {}, order_id: null });
    expect(transactionView({ ...paid, requestedAmount: 300000, orderId: '42' })).toMatchObject({ requested_amount: 300000, order_id: 42 });
    expect(transactionView({ ...paid, orderId: 'ORD-7' }).order_id).toBe('ORD-7');
  });

  test("It should give the checkout's log in Paystack's shape, and null before the pop-up sent one", () => {
    expect(transactionView(paid).log).toBeNull();
    const sent = { start_time: 1700000000, time_spent: 12, attempts: 1, errors: 0, success: true, mobile: false, input: [], history: [{ type: 'action', message: 'Opened', time: 1 }, { bogus: true }] };
    expect(transactionView({ ...paid, log: JSON.stringify(sent) }).log).toEqual({ ...sent, history: [{ type: 'action', message: 'Opened', time: 1 }, { type: 'action', message: '', time: 0 }] });
    expect(transactionView({ ...paid, log: JSON.stringify({ ...sent, authentication: 'pin' }) }).log).toMatchObject({ authentication: 'pin' });
    expect(transactionView({ ...paid, status: 'pending', log: '{"attempts":"x"}' }).log).toMatchObject({ attempts: 0, errors: 0, success: false, history: [] });
  });

  test('It should fill fees_breakdown with the stored fee once one is known, and leave it null before', () => {
    expect(transactionView({ ...paid, fees: 13750 }).fees_breakdown).toEqual([{ amount: '13750', formula: null, type: 'paystack' }]);
    expect(transactionView({ ...paid, status: 'pending' }).fees_breakdown).toBeNull();
  });
});
