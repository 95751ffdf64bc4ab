import type { RefundItem } from '../db/refund';
import { refundView, refundWebhookData } from './refund-view';

const refund: RefundItem = {
  refundId: 1000000042,
  merchantId: '555001',
  transactionId: 1000000001,
  domain: 'test',
  amount: 10000,
  currency: 'NGN',
  status: 'pending',
  dueAt: '2026-03-01T12:00:00.000Z',
  customerNote: 'Sorry',
  merchantNote: 'Damaged',
  refundedBy: 'Aso',
  transactionReference: 'ORDER-1',
  transactionAmount: 250000,
  transactionPaidAt: '2026-03-01T11:00:00.000Z',
  channel: 'card',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: '',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  expectedAt: '2026-03-01T12:00:00.000Z',
};

describe('the refund views', () => {
  test('It should answer a pending refund in the refund API fields, nothing deducted yet', () => {
    expect(refundView(refund)).toMatchObject({
      id: 1000000042,
      integration: 555001,
      domain: 'test',
      transaction: { id: 1000000001, reference: 'ORDER-1', amount: 250000, paid_at: '2026-03-01T11:00:00.000Z', channel: 'card', currency: 'NGN', customer: { email: 'ada@example.com', first_name: 'Ada', last_name: null } },
      amount: 10000,
      deducted_amount: 0,
      fully_deducted: false,
      status: 'pending',
      refunded_by: 'Aso',
      refunded_at: null,
      customer_note: 'Sorry',
      merchant_note: 'Damaged',
    });
  });

  test('It should show a processed refund as deducted, with when it was refunded', () => {
    const processed = refundView({ ...refund, status: 'processed', refundedAt: '2026-03-01T12:00:01.000Z' });
    expect(processed).toMatchObject({ status: 'processed', deducted_amount: 10000, fully_deducted: true, refunded_at: '2026-03-01T12:00:01.000Z' });
  });

  test('It should build the refund webhook data with the transaction reference and the processor reference once there is one', () => {
    expect(refundWebhookData(refund, 'pending')).toEqual({
      id: 1000000042,
      status: 'pending',
      amount: 10000,
      currency: 'NGN',
      transaction_reference: 'ORDER-1',
      refund_reference: null,
      transaction: { id: 1000000001, reference: 'ORDER-1' },
      customer: { email: 'ada@example.com', first_name: 'Ada', last_name: null },
      merchant_note: 'Damaged',
      customer_note: 'Sorry',
      domain: 'test',
      integration: 555001,
      processor: 'aso_test_bank',
    });
    expect(refundWebhookData({ ...refund, processorReference: 'TRF_1' }, 'processed')).toMatchObject({ status: 'processed', refund_reference: 'TRF_1' });
  });
});
