import { createHmac } from 'node:crypto';
import { UnauthorizedError } from '../../lib/http/errors';
import { fakeDynamoDb, queuedMails, transactItems, type SentCommand } from '../../lib/testing/fake-dynamodb';
import { Order, type OrderItem } from '../db/order';
import { cancelPayment, initializePayment, PayUnavailableError, verifyPayment } from '../shared/pay-client';
import { salesCounterNames } from '../shared/sales-calendar';
import { orderFixture } from './order-fixture';
import { createRefund, fetchRefund } from '../shared/pay-refunds';
import { refundPendingNote } from './duplicate-payment-service';
import { markPaid, payAgain } from './payment-service';
import { receivePayWebhook } from './pay-webhook';

// Pay is the edge here: its verify answers as each test says.
jest.mock('../shared/pay-client', () => ({ ...jest.requireActual('../shared/pay-client'), verifyPayment: jest.fn(), initializePayment: jest.fn(), cancelPayment: jest.fn() }));
jest.mock('../shared/pay-refunds', () => ({ createRefund: jest.fn(), fetchRefund: jest.fn() }));

const secretKey = 'sk_test_unit';
process.env.PAY_SECRET_KEY = secretKey;

const order: OrderItem = orderFixture({ discount: 10_000_00, totalPrice: 10_100_00, discountSlot: 2, paymentAttempts: 2 });
const stored = Order.create(order).params().Item;

const success = (reference: string, amount = order.totalPrice) => ({ status: 'success' as const, reference, amount, currency: 'NGN' });

function answer(command: SentCommand) {
  if (command.name === 'GetCommand') return { Item: stored };
  return {};
}

function sign(body: string, key = secretKey): string {
  return createHmac('sha512', key).update(body, 'utf8').digest('hex');
}

afterEach(() => jest.clearAllMocks());
afterAll(() => jest.restoreAllMocks());

describe('markPaid', () => {
  test('It should mark the order paid, use its discount slot, count it (waiting for work too), notify and queue one receipt, all in one transaction', async () => {
    const sent = fakeDynamoDb(answer);
    const paid = await markPaid(order, success('ABCDEFGHJK-2'));
    expect(paid).toMatchObject({ payment: 'paid', paidReference: 'ABCDEFGHJK-2' });
    const items = transactItems(sent);
    expect(items).toHaveLength(11);
    expect(items[10]?.Update?.ExpressionAttributeValues).toMatchObject({ ':name_u0': 'orders:pending', ':value_u0': 1 });
    expect(String(items[0]?.Update?.ConditionExpression)).toMatch(/#status = :status0 AND \(#payment = :payment0 OR #payment = :payment1\)/);
    expect(items[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':state_u0': 'used' });
    expect(items[4]?.Put?.Item).toMatchObject({ notificationId: 'ABCDEFGHJK.paid', title: 'Payment received', __edb_e__: 'notification' });
    const day = salesCounterNames(String((items[4]?.Put?.Item as { created_at?: string } | undefined)?.created_at));
    expect(items[5]?.Put?.Item).toMatchObject({ __edb_e__: 'outboxMail', mailId: 'ABCDEFGHJK.paid', to: order.email, subject: expect.stringMatching(/^Receipt/) });
    const counted = items.slice(6, 10).map((item) => {
      const values = item.Update?.ExpressionAttributeValues as Record<string, unknown> | undefined;
      return [values?.[':name_u0'], values?.[':value_u0']];
    });
    expect(counted).toEqual([
      [day.dayRevenue, 1010000],
      [day.dayOrders, 1],
      [day.monthRevenue, 1010000],
      [day.monthOrders, 1],
    ]);
    expect(queuedMails(sent)).toHaveLength(1);
  });

  test('It should write nothing for an amount that is not the order total, a reference of another order, or an attempt never started', async () => {
    const sent = fakeDynamoDb(answer);
    for (const payment of [success('ABCDEFGHJK', 100_00), success('ZZZZZZZZZZ'), success('ABCDEFGHJK-3'), { ...success('ABCDEFGHJK'), status: 'failed' as const }]) {
      expect(await markPaid(order, payment)).toBe(order);
    }
    expect(sent).toHaveLength(0);
  });

  test('It should send no second receipt when the other path marked the order paid first', async () => {
    const paidItem = Order.create({ ...order, payment: 'paid' }).params().Item;
    const sent = fakeDynamoDb((command) => {
      if (command.name === 'TransactWriteCommand') {
        throw Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
      }
      return command.name === 'GetCommand' ? { Item: paidItem } : {};
    });
    expect((await markPaid(order, success('ABCDEFGHJK'))).payment).toBe('paid');
    // The receipt rode in the one transaction, which was cancelled: the path that paid the order queued it.
    expect(sent.filter((command) => command.name === 'TransactWriteCommand')).toHaveLength(1);
  });
});

const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

describe('markPaid for an order that is paid already', () => {
  const paidByFirst = Order.create({ ...order, payment: 'paid', paidReference: 'ABCDEFGHJK', paidAt: '2026-11-20T10:00:00.000Z' }).params().Item as OrderItem;

  test('It should record a success under another reference once as a duplicate payment, refund pending, and count nothing', async () => {
    const sent = fakeDynamoDb(() => ({}));
    jest.mocked(createRefund).mockResolvedValue({ kind: 'queued', refund: { id: 77, amount: order.totalPrice, currency: 'NGN', status: 'pending', transaction: { reference: 'ABCDEFGHJK-2' } } });
    const after = await markPaid(paidByFirst, { ...success('ABCDEFGHJK-2'), paid_at: '2026-11-21T10:00:00.000Z' });
    expect(after).toMatchObject({ payment: 'paid', paidReference: 'ABCDEFGHJK' });
    expect(sent.map((command) => command.name)).toEqual(['PutCommand', 'PutCommand', 'UpdateCommand']);
    expect(sent[0]?.input.Item).toMatchObject({ __edb_e__: 'duplicatePayment', orderID: 'ABCDEFGHJK', reference: 'ABCDEFGHJK-2', amount: order.totalPrice, refund: 'pending', refundNote: refundPendingNote });
    expect(String(sent[0]?.input.ConditionExpression)).toMatch(/attribute_not_exists/);
    expect(sent.some((command) => command.name === 'TransactWriteCommand')).toBe(false);
  });

  test('It should write nothing for the reference that paid it, and nothing again for a duplicate already recorded and refunded', async () => {
    const refunded = { orderID: 'ABCDEFGHJK', reference: 'ABCDEFGHJK-2', amount: order.totalPrice, currency: 'NGN', recordedAt: '2026-11-21T10:00:00.000Z', refund: 'refunded', refundNote: 'Refunded' };
    const sent = fakeDynamoDb((command) => {
      if (command.name === 'PutCommand') throw conditionFailed();
      return command.name === 'GetCommand' ? { Item: { ...refunded, __edb_e__: 'duplicatePayment', __edb_v__: '1' } } : {};
    });
    await markPaid(paidByFirst, success('ABCDEFGHJK'));
    expect(sent).toHaveLength(0);
    await expect(markPaid(paidByFirst, success('ABCDEFGHJK-2'))).resolves.toMatchObject({ paidReference: 'ABCDEFGHJK' });
    expect(sent.map((command) => command.name)).toEqual(['PutCommand', 'GetCommand']);
    expect(createRefund).not.toHaveBeenCalled();
  });

  test('It should record the duplicate when its own transaction lost to the payment that paid the order first', async () => {
    const sent = fakeDynamoDb((command) => {
      if (command.name === 'TransactWriteCommand') {
        throw Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
      }
      return command.name === 'GetCommand' ? { Item: paidByFirst } : {};
    });
    jest.mocked(createRefund).mockResolvedValue({ kind: 'queued', refund: { id: 78, amount: order.totalPrice, currency: 'NGN', status: 'pending', transaction: { reference: 'ABCDEFGHJK-2' } } });
    await markPaid(order, success('ABCDEFGHJK-2'));
    expect(sent.filter((command) => command.name === 'PutCommand').map((command) => command.input.Item)).toEqual([
      expect.objectContaining({ __edb_e__: 'duplicatePayment', reference: 'ABCDEFGHJK-2' }),
      expect.objectContaining({ __edb_e__: 'orderRefund', refundId: 'dup-ABCDEFGHJK-2' }),
    ]);
  });

  test('It should ask Pay for a full refund of a duplicate payment keyed by its reference, and keep Pay\'s refund id on the pending refund', async () => {
    const sent = fakeDynamoDb(() => ({}));
    jest.mocked(createRefund).mockResolvedValue({ kind: 'queued', refund: { id: 91, amount: order.totalPrice, currency: 'NGN', status: 'pending', transaction: { reference: 'ABCDEFGHJK-3' } } });
    await markPaid({ ...paidByFirst, paymentAttempts: 3 }, success('ABCDEFGHJK-3'));
    expect(createRefund).toHaveBeenCalledTimes(1);
    expect(jest.mocked(createRefund).mock.calls[0]?.[0]).toEqual({
      reference: 'ABCDEFGHJK-3',
      amount: order.totalPrice,
      idempotencyKey: 'refund-ABCDEFGHJK-3',
      customerNote: 'Duplicate payment',
      merchantNote: 'shop-refund:ABCDEFGHJK/dup-ABCDEFGHJK-3',
    });
    expect(sent[1]?.input.Item).toMatchObject({ __edb_e__: 'orderRefund', kind: 'duplicate', status: 'pending', amount: order.totalPrice, reference: 'ABCDEFGHJK-3' });
    expect(sent[2]).toMatchObject({ name: 'UpdateCommand', input: { ExpressionAttributeValues: expect.objectContaining({ ':payRefundId_u0': '91' }) } });
  });

  test('It should take a success for a cancelled order as a duplicate payment to refund, never as payment', async () => {
    const cancelled = { ...order, status: 'cancelled' as const };
    const sent = fakeDynamoDb(() => ({}));
    jest.mocked(createRefund).mockResolvedValue({ kind: 'queued', refund: { id: 92, amount: order.totalPrice, currency: 'NGN', status: 'pending', transaction: { reference: 'ABCDEFGHJK' } } });
    expect(await markPaid(cancelled, success('ABCDEFGHJK'))).toMatchObject({ status: 'cancelled', payment: 'unpaid' });
    expect(sent.some((command) => command.name === 'TransactWriteCommand')).toBe(false);
    expect(sent[1]?.input.Item).toMatchObject({ __edb_e__: 'orderRefund', kind: 'duplicate', reason: 'Paid after the order was cancelled' });
    expect(createRefund).toHaveBeenCalledTimes(1);
  });
});

describe('receivePayWebhook', () => {
  const body = JSON.stringify({ event: 'charge.success', data: { reference: 'ABCDEFGHJK', amount: order.totalPrice } });

  test('It should refuse an unsigned, forged or differently keyed body before reading anything', async () => {
    const sent = fakeDynamoDb(answer);
    for (const signature of [undefined, '', 'zz', sign(body, 'sk_test_other'), sign(`${body} `)]) {
      await expect(receivePayWebhook(body, signature)).rejects.toBeInstanceOf(UnauthorizedError);
    }
    expect(sent).toHaveLength(0);
    expect(verifyPayment).not.toHaveBeenCalled();
  });

  test('It should ask Pay before fulfilling a signed event, and fulfil nothing Pay does not confirm', async () => {
    const sent = fakeDynamoDb(answer);
    jest.mocked(verifyPayment).mockResolvedValue({ status: 'pending', reference: 'ABCDEFGHJK', amount: order.totalPrice, currency: 'NGN' });
    await receivePayWebhook(body, sign(body));
    expect(verifyPayment).toHaveBeenCalledWith('ABCDEFGHJK');
    expect(sent.map((command) => command.name)).not.toContain('TransactWriteCommand');
  });

  test("It should take a signed refund event's refund id to Pay's refund lookup, never to the payment path", async () => {
    const refundEvent = JSON.stringify({ event: 'refund.processed', data: { id: 55, status: 'processed', amount: 1, transaction_reference: 'ABCDEFGHJK', transaction: { reference: 'ABCDEFGHJK' } } });
    const sent = fakeDynamoDb(answer);
    jest.mocked(fetchRefund).mockResolvedValue(undefined);
    await receivePayWebhook(refundEvent, sign(refundEvent));
    expect(fetchRefund).toHaveBeenCalledWith('55');
    expect(verifyPayment).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
    await expect(receivePayWebhook(refundEvent, sign(refundEvent, 'sk_test_other'))).rejects.toBeInstanceOf(UnauthorizedError);
  });

  test('It should take a replayed event for an order this reference already paid as received, even while Pay cannot answer', async () => {
    const paid = Order.create(orderFixture({ payment: 'paid', paidReference: 'ABCDEFGHJK', paidAt: 'p' })).params().Item;
    const sent = fakeDynamoDb(() => ({ Item: paid }));
    jest.mocked(verifyPayment).mockRejectedValue(new PayUnavailableError());
    await expect(receivePayWebhook(body, sign(body))).resolves.toBeUndefined();
    expect(sent.map((command) => command.name)).toEqual(['GetCommand']);
    jest.mocked(verifyPayment).mockReset();
  });

  test('It should ignore signed events about references that are not orders', async () => {
    const other = JSON.stringify({ event: 'charge.success', data: { reference: 'T_someone_else' } });
    const sent = fakeDynamoDb(answer);
    await receivePayWebhook(other, sign(other));
    expect(sent).toHaveLength(0);
  });
});

// Found by the route fuzz (test/api/route-fuzz.test.ts): two "Pay now" clicks at once answered 500.
describe('payAgain', () => {
  test('It should answer 409 when a later attempt was claimed while this one was starting', async () => {
    const unpaid = Order.create(orderFixture({ paymentAttempts: 1 })).params().Item;
    let updates = 0;
    fakeDynamoDb((command) => {
      if (command.name === 'GetCommand') return { Item: unpaid };
      if (command.name === 'UpdateCommand') {
        updates += 1;
        // The attempt is claimed; storing its access code finds the order already on the next attempt.
        if (updates === 2) throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
      }
      return {};
    });
    jest.mocked(verifyPayment).mockResolvedValue(undefined);
    jest.mocked(cancelPayment).mockResolvedValue('cancelled');
    jest.mocked(initializePayment).mockResolvedValue({ access_code: 'code-2', reference: 'ABCDEFGHJK-2', authorization_url: 'http://pay/code-2' });
    await expect(payAgain('user-1', 'ABCDEFGHJK')).rejects.toMatchObject({ statusCode: 409 });
    expect(updates).toBe(2);
    // The attempt it started reaches nobody: it is closed at Pay like the one before it.
    expect(jest.mocked(cancelPayment).mock.calls.map(([reference]) => reference)).toEqual(['ABCDEFGHJK', 'ABCDEFGHJK-2']);
  });
});

describe('payAgain and the attempt still open at Pay', () => {
  const unpaid = Order.create(orderFixture({ paymentAttempts: 2, payment: 'unpaid' })).params().Item as OrderItem;
  const pending = (reference: string) => ({ status: 'pending' as const, reference, amount: unpaid.totalPrice, currency: 'NGN' });

  test('It should cancel the current attempt at Pay before it claims and starts the next one', async () => {
    const steps: string[] = [];
    fakeDynamoDb((command) => {
      steps.push(command.name);
      return command.name === 'GetCommand' ? { Item: unpaid } : {};
    });
    jest.mocked(verifyPayment).mockImplementation(async (reference) => pending(reference));
    jest.mocked(cancelPayment).mockImplementation(async (reference) => {
      steps.push(`cancel ${reference}`);
      return 'cancelled';
    });
    jest.mocked(initializePayment).mockImplementation(async (request) => {
      steps.push(`initialize ${request.reference}`);
      return { access_code: 'code-3', reference: request.reference, authorization_url: 'http://pay/code-3' };
    });
    const started = await payAgain('user-1', 'ABCDEFGHJK');
    expect(started.accessCode).toBe('code-3');
    expect(steps.filter((step) => step !== 'GetCommand')).toEqual(['cancel ABCDEFGHJK-2', 'UpdateCommand', 'initialize ABCDEFGHJK-3', 'UpdateCommand']);
  });

  test('It should mark the order paid, and start nothing, when the open attempt was paid before Pay could cancel it', async () => {
    const sent = fakeDynamoDb((command) => (command.name === 'GetCommand' ? { Item: unpaid } : {}));
    jest.mocked(verifyPayment).mockResolvedValueOnce(pending('ABCDEFGHJK-2')).mockResolvedValueOnce(pending('ABCDEFGHJK')).mockResolvedValueOnce(success('ABCDEFGHJK-2', unpaid.totalPrice));
    jest.mocked(cancelPayment).mockResolvedValue('refused');
    await expect(payAgain('user-1', 'ABCDEFGHJK')).rejects.toMatchObject({ statusCode: 409, message: 'This order is already paid' });
    expect(transactItems(sent)[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':paidReference_u0': 'ABCDEFGHJK-2' });
    expect(initializePayment).not.toHaveBeenCalled();
  });

  test('It should start nothing while a bank transfer reported for the open attempt is being confirmed', async () => {
    const sent = fakeDynamoDb((command) => (command.name === 'GetCommand' ? { Item: unpaid } : {}));
    jest.mocked(verifyPayment).mockImplementation(async (reference) => pending(reference));
    jest.mocked(cancelPayment).mockResolvedValue('refused');
    await expect(payAgain('user-1', 'ABCDEFGHJK')).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/bank transfer/) });
    expect(sent.map((command) => command.name)).not.toContain('UpdateCommand');
    expect(initializePayment).not.toHaveBeenCalled();
  });
});
