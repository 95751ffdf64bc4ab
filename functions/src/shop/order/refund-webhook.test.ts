import { fakeDynamoDb, queuedMails, transactItems, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { Order } from '../db/order';
import { OrderRefund, type OrderRefundItem } from '../db/order-refund';
import { fetchRefund, type PayRefund } from '../shared/pay-refunds';
import { salesCounterNames } from '../shared/sales-calendar';
import { orderFixture } from './order-fixture';
import { receiveRefundEvent } from './refund-webhook';

jest.mock('../shared/pay-refunds', () => ({ createRefund: jest.fn(), fetchRefund: jest.fn() }));

const paid = orderFixture({ payment: 'paid', paidReference: 'ABCDEFGHJK', refundPendingAmount: 5_000_00, updated_at: '2026-03-02T10:00:00.000Z' });
const pendingRefund: OrderRefundItem = {
  orderID: 'ABCDEFGHJK',
  refundId: '3f1c2b9e-0000-4000-8000-000000000001',
  userId: 'user-1',
  kind: 'admin',
  amount: 5_000_00,
  reason: 'Late delivery',
  status: 'pending',
  reference: 'ABCDEFGHJK',
  requestedAt: '2026-03-02T10:00:00.000Z',
};

function payRefund(status: PayRefund['status'], overrides: Partial<PayRefund> = {}): PayRefund {
  return { id: 55, amount: 5_000_00, currency: 'NGN', status, transaction: { reference: 'ABCDEFGHJK' }, merchant_note: `shop-refund:ABCDEFGHJK/${pendingRefund.refundId}`, ...overrides };
}

/** The table as the test says: the order, and the refund item in whatever state it has reached. */
function table(refund: OrderRefundItem, order = paid) {
  const storedOrder = Order.create(order).params().Item;
  const storedRefund = OrderRefund.create(refund).params().Item;
  return (command: SentCommand) => {
    if (command.name !== 'GetCommand') return {};
    const key = command.input.Key as { pk: string; sk: string };
    return { Item: key.sk === (storedRefund as { sk: string }).sk ? storedRefund : storedOrder };
  };
}

afterEach(() => jest.clearAllMocks());
afterAll(() => jest.restoreAllMocks());

describe('receiveRefundEvent', () => {
  test("It should settle a processed refund once: the refund, the order's amounts and payment, revenue net of it, one notification and one e-mail", async () => {
    const sent = fakeDynamoDb(table(pendingRefund));
    jest.mocked(fetchRefund).mockResolvedValue(payRefund('processed'));
    await receiveRefundEvent('55');
    expect(fetchRefund).toHaveBeenCalledWith('55');
    const items = transactItems(sent);
    expect(items[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':status_u0': 'processed', ':payRefundId_u0': '55' });
    expect(String(items[0]?.Update?.ConditionExpression)).toMatch(/#status = :status0/);
    expect(items[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':refundedAmount_u0': 5_000_00, ':refundPendingAmount_u0': 0, ':payment_u0': 'partially_refunded' });
    const sales = salesCounterNames(new Date());
    const counters = items.slice(2, 5).map((item) => [item.Update?.ExpressionAttributeValues?.[':name_u0' as never], item.Update?.ExpressionAttributeValues?.[':value_u0' as never]]);
    expect(counters).toEqual([
      ['revenue', -5_000_00],
      [sales.dayRevenue, -5_000_00],
      [sales.monthRevenue, -5_000_00],
    ]);
    expect(items[5]?.Put?.Item).toMatchObject({ __edb_e__: 'notification', title: 'Refund processed', notificationId: `ABCDEFGHJK.refund.${pendingRefund.refundId}` });
    expect(items[6]?.Put?.Item).toMatchObject({ __edb_e__: 'outboxMail', mailId: `ABCDEFGHJK.refund.${pendingRefund.refundId}`, to: paid.email, text: expect.stringContaining('Late delivery') });
    expect(items).toHaveLength(7);
  });

  test('It should mark the order refunded, and no longer waiting for work, when the refund gives back all that was paid', async () => {
    const whole = { ...pendingRefund, amount: paid.totalPrice };
    const sent = fakeDynamoDb(table(whole, { ...paid, refundPendingAmount: paid.totalPrice }));
    jest.mocked(fetchRefund).mockResolvedValue(payRefund('processed', { amount: paid.totalPrice }));
    await receiveRefundEvent('55');
    const items = transactItems(sent);
    expect(items[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':payment_u0': 'refunded' });
    expect(items.some((item) => item.Update?.ExpressionAttributeValues?.[':name_u0' as never] === 'orders:pending' && item.Update?.ExpressionAttributeValues?.[':value_u0' as never] === -1)).toBe(true);
  });

  test('It should change nothing for a replay or an out-of-order pending once the refund is settled', async () => {
    const sent = fakeDynamoDb(table({ ...pendingRefund, status: 'processed', payRefundId: '55' }));
    jest.mocked(fetchRefund).mockResolvedValue(payRefund('processed'));
    await receiveRefundEvent('55');
    jest.mocked(fetchRefund).mockResolvedValue(payRefund('pending'));
    await receiveRefundEvent('55');
    expect(sent.filter((command) => command.name !== 'GetCommand')).toEqual([]);
  });

  test('It should only keep Pay\'s id for a refund still pending at Pay', async () => {
    const sent = fakeDynamoDb(table(pendingRefund));
    jest.mocked(fetchRefund).mockResolvedValue(payRefund('pending'));
    await receiveRefundEvent('55');
    expect(sent.filter((command) => command.name !== 'GetCommand').map((command) => command.name)).toEqual(['UpdateCommand']);
  });

  test('It should release the reserved amount of a failed refund and tell the admins, not the customer', async () => {
    const sent = fakeDynamoDb(table(pendingRefund));
    jest.mocked(fetchRefund).mockResolvedValue(payRefund('failed'));
    await receiveRefundEvent('55');
    const items = transactItems(sent);
    expect(items[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':refundPendingAmount_u0': 0 });
    expect(items[1]?.Update?.ExpressionAttributeValues).not.toHaveProperty(':payment_u0');
    expect(items[2]?.Put?.Item).toMatchObject({ userId: 'admins', title: 'Refund failed' });
    expect(queuedMails(sent)).toEqual([]);
  });

  test('It should settle a duplicate payment\'s refund on its record without touching the order or the revenue', async () => {
    const duplicate: OrderRefundItem = { ...pendingRefund, refundId: 'dup-ABCDEFGHJK-2', kind: 'duplicate', reference: 'ABCDEFGHJK-2', amount: paid.totalPrice };
    const sent = fakeDynamoDb(table(duplicate));
    jest.mocked(fetchRefund).mockResolvedValue(payRefund('processed', { amount: paid.totalPrice, transaction: { reference: 'ABCDEFGHJK-2' }, merchant_note: 'shop-refund:ABCDEFGHJK/dup-ABCDEFGHJK-2' }));
    await receiveRefundEvent('55');
    const items = transactItems(sent);
    expect(items).toHaveLength(4);
    expect(items[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':refund_u0': 'refunded' });
    expect(queuedMails(sent)).toEqual([expect.objectContaining({ mailId: 'ABCDEFGHJK.refund.dup-ABCDEFGHJK-2', to: paid.email })]);
    expect(items.some((item) => item.Update?.ExpressionAttributeValues?.[':name_u0' as never] === 'revenue')).toBe(false);
  });

  test('It should ignore a refund Pay does not know, and one whose amount does not match the record', async () => {
    const sent = fakeDynamoDb(table(pendingRefund));
    jest.mocked(fetchRefund).mockResolvedValueOnce(undefined).mockResolvedValueOnce(payRefund('processed', { amount: 1 }));
    await receiveRefundEvent('55');
    await receiveRefundEvent('55');
    expect(sent.filter((command) => command.name !== 'GetCommand')).toEqual([]);
  });
});
