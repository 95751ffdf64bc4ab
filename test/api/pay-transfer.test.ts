import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BankTransferDetails, ChargeResult, CheckoutStatus } from '../../functions/src/pay/checkout/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { stackChildPid, until } from '../support/concurrency';
import { catalog, fetchOrder, orderBody, placed, registerShopper, type Shopper } from '../support/orders';
import { testStack } from '../support/stack';
import { localTableClient, scanItems } from '../support/table-scan';
import { createTestMerchant, initializeCheckout, pay, uniqueEmail, webhookEvents } from './pay-helpers';

/** A merchant's webhook endpoint on 127.0.0.1 that records every body and answers 200. */
async function startReceiver(): Promise<{ url: string; bodies: string[]; server: Server }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/pay/webhook`, bodies, server };
}

/** Opens a transfer account for a checkout and says "I have sent the money", as the checkout page does. */
async function reportTransfer(accessCode: string): Promise<ChargeResult> {
  const account = await pay<BankTransferDetails>('/checkout/charge/bank_transfer', { body: { access_code: accessCode } });
  if (account.status !== 200) throw new Error(`bank_transfer answered ${account.status}: ${account.body.message}`);
  const sent = await pay<ChargeResult>('/checkout/charge/bank_transfer/sent', { body: { access_code: accessCode } });
  if (sent.status !== 200) throw new Error(`bank_transfer/sent answered ${sent.status}: ${sent.body.message}`);
  return sent.body.data;
}

const liveMessage = 'Live payments are not enabled on this deployment';

/** The stack's transfer confirmer process, if one is running. */
function transferConfirmerPid(): number | undefined {
  return stackChildPid('run-transfer-confirmer');
}

/** The transfer waits stored for a transaction (the durable timer's items). */
function waitsFor(transactionId: number) {
  return scanItems(
    { FilterExpression: '#e = :e AND transactionId = :t', ExpressionAttributeNames: { '#e': '__edb_e__' }, ExpressionAttributeValues: { ':e': 'transferConfirmation', ':t': transactionId } },
    testStack().tables.pay,
  );
}

describe('bank transfers confirmed by Pay on its own', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
  });

  afterAll(async () => {
    receiver.server.closeAllConnections();
    await new Promise((closed) => receiver.server.close(closed));
  });

  test('It should confirm a reported transfer that nobody polls, deliver charge.success once and verify it as paid', async () => {
    const merchant = await createTestMerchant({ name: 'Transfer merchant', webhookUrl: receiver.url });
    const checkout = await initializeCheckout(merchant.secretKey, { channels: ['bank_transfer'] });
    expect(await reportTransfer(checkout.accessCode)).toMatchObject({ status: 'pending', reference: checkout.reference });
    // Saying it twice (a double click, a retry) starts no second confirmation.
    expect((await pay<ChargeResult>('/checkout/charge/bank_transfer/sent', { body: { access_code: checkout.accessCode } })).body.data.status).toBe('pending');

    // Nothing here asks for the checkout status: the server's timer alone settles the transfer.
    const delivered = await until(
      'charge.success at the merchant',
      () => receiver.bodies.find((body) => body.includes(checkout.reference)),
      30_000,
    );
    expect(JSON.parse(delivered)).toMatchObject({ event: 'charge.success', data: { reference: checkout.reference, status: 'success', channel: 'bank_transfer', domain: 'test' } });

    const verified = await pay<{ id: number; status: string; channel: string; amount: number }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
    expect(verified.body.data).toMatchObject({ status: 'success', channel: 'bank_transfer', amount: 250000 });

    const WebhookEvent = await webhookEvents();
    const { data: events } = await WebhookEvent.query.byMerchant({ merchantId: merchant.merchant.merchantId }).go();
    expect(events.map((event) => event.event)).toEqual(['charge.success']);
    // The wait is gone with the settlement, so no later sweep can settle (or notify) it again.
    expect(await waitsFor(verified.body.data.id)).toEqual([]);
  });

  test('It should write one charge.success when reports, the test control and the timer race', async () => {
    const merchant = await createTestMerchant({ name: 'Racing transfer merchant', webhookUrl: receiver.url });
    const checkout = await initializeCheckout(merchant.secretKey, { channels: ['bank_transfer'] });
    await pay<BankTransferDetails>('/checkout/charge/bank_transfer', { body: { access_code: checkout.accessCode } });
    const body = { access_code: checkout.accessCode };
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => pay('/checkout/charge/bank_transfer/sent', { body })),
      ...Array.from({ length: 5 }, () => pay('/checkout/test/confirm_transfer', { body })),
    ]);
    // Each report is pending or comes after the payment (409); the control confirms once and then finds it paid.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const id = (await pay<{ id: number }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey })).body.data.id;
    await until('no transfer wait left', async () => ((await waitsFor(id)).length === 0 ? true : undefined), 30_000);
    await until('charge.success at the merchant', () => receiver.bodies.find((text) => text.includes(checkout.reference)), 30_000);
    const WebhookEvent = await webhookEvents();
    const { data: events } = await WebhookEvent.query.byMerchant({ merchantId: merchant.merchant.merchantId }).go();
    expect(events.map((event) => event.event)).toEqual(['charge.success']);
    expect(receiver.bodies.filter((text) => text.includes(checkout.reference))).toHaveLength(1);
  });

  test('It should drop a wait whose transaction was paid meanwhile, writing no second event', async () => {
    const merchant = await createTestMerchant({ name: 'Paid meanwhile merchant', webhookUrl: receiver.url });
    const checkout = await initializeCheckout(merchant.secretKey);
    await reportTransfer(checkout.accessCode);
    await pay('/checkout/test/confirm_transfer', { body: { access_code: checkout.accessCode } });
    const id = (await pay<{ id: number }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey })).body.data.id;
    // As if the settlement's answer was lost and a stale wait came back: the timer must only clear it.
    const { TransferConfirmation } = await import('../../functions/src/pay/db/transfer-confirmation');
    await TransferConfirmation.create({ transactionId: id, mode: 'test', sentAt: new Date(0).toISOString() }).go();
    await until('the stale wait cleared', async () => ((await waitsFor(id)).length === 0 ? true : undefined), 30_000);
    const WebhookEvent = await webhookEvents();
    const { data: events } = await WebhookEvent.query.byMerchant({ merchantId: merchant.merchant.merchantId }).go();
    expect(events.map((event) => event.event)).toEqual(['charge.success']);
  });

  test('It should confirm a transfer reported just before the confirmer crashed, once the confirmer is back', async () => {
    const merchant = await createTestMerchant({ name: 'Confirmer crash merchant', webhookUrl: receiver.url });
    const checkout = await initializeCheckout(merchant.secretKey);
    const killed = await until('finding the confirmer', transferConfirmerPid, 5_000);
    await reportTransfer(checkout.accessCode);
    // Killed well inside the wait: nothing in any process's memory can carry the transfer over.
    process.kill(killed, 'SIGKILL');
    await until('the confirmer restart', () => {
      const pid = transferConfirmerPid();
      return pid !== undefined && pid !== killed ? pid : undefined;
    }, 20_000);
    await until('charge.success at the merchant', () => receiver.bodies.find((text) => text.includes(checkout.reference)), 60_000);
    const verified = await pay<{ status: string }>(`/transaction/verify/${checkout.reference}`, { key: merchant.secretKey });
    expect(verified.body.data.status).toBe('success');
    const WebhookEvent = await webhookEvents();
    const { data: events } = await WebhookEvent.query.byMerchant({ merchantId: merchant.merchant.merchantId }).go();
    expect(events.map((event) => event.event)).toEqual(['charge.success']);
  });

  describe("the Shop's order", () => {
    let shopper: Shopper;
    let product: Product;

    beforeAll(async () => {
      shopper = await registerShopper('transfer');
      product = (await catalog(1))[0] as Product;
    });

    test('It should turn paid through the webhook after a reported transfer, with nobody polling or verifying', async () => {
      const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
      expect((await reportTransfer(order.accessCode)).status).toBe('pending');
      expect((await fetchOrder(shopper, order.orderID)).body.data?.payment).toBe('unpaid');
      const paid = await until(
        'the order paid',
        async () => {
          const answer = await fetchOrder(shopper, order.orderID);
          return answer.body.data?.payment === 'paid' ? answer.body.data : undefined;
        },
        30_000,
      );
      expect(paid).toMatchObject({ payment: 'paid', paidAt: expect.any(String), totalPrice: order.totalPrice });
    });
  });
});

describe('test mode is explicit', () => {
  test('It should refuse a live secret key on initialize with a clear 403 and create nothing', async () => {
    const { live, merchant } = await createTestMerchant({ name: 'Live merchant' });
    expect(live.secretKey).toMatch(/^sk_live_/);
    expect(live.publicKey).toMatch(/^pk_live_/);
    const answer = await pay('/transaction/initialize', { key: live.secretKey, body: { email: uniqueEmail('live'), amount: 250000 } });
    expect([answer.status, answer.body.status, answer.body.message]).toEqual([403, false, liveMessage]);
    // The live key is genuine: it reads, and sees only live-mode transactions (none).
    const listed = await pay<unknown[]>('/transaction', { key: live.secretKey });
    expect([listed.status, listed.body.data]).toEqual([200, []]);
    const made = await scanItems({ FilterExpression: '#e = :e AND merchantId = :m', ExpressionAttributeNames: { '#e': '__edb_e__' }, ExpressionAttributeValues: { ':e': 'transaction', ':m': merchant.merchantId } }, testStack().tables.pay);
    expect(made).toEqual([]);
  });

  test('It should refuse a live public key on request_inline with the same clear 403', async () => {
    const { live } = await createTestMerchant({ name: 'Live inline merchant' });
    const answer = await pay('/checkout/request_inline', { body: { key: live.publicKey, email: uniqueEmail('live'), amount: 250000, mode: 'popup' } });
    expect([answer.status, answer.body.status, answer.body.message]).toEqual([403, false, liveMessage]);
  });

  test('It should refuse the test confirmation of a transfer on a live transaction, leaving it pending', async () => {
    const merchant = await createTestMerchant({ name: 'Becomes live' });
    const checkout = await initializeCheckout(merchant.secretKey);
    await pay<BankTransferDetails>('/checkout/charge/bank_transfer', { body: { access_code: checkout.accessCode } });
    const table = testStack().tables.pay;
    const [stored] = await scanItems({ FilterExpression: '#e = :e AND accessCode = :a', ExpressionAttributeNames: { '#e': '__edb_e__' }, ExpressionAttributeValues: { ':e': 'transaction', ':a': checkout.accessCode } }, table);
    if (!stored) throw new Error('The transaction was not stored');
    // As if a live merchant had made it: the test control must not confirm real money.
    await localTableClient().send(new UpdateCommand({ TableName: table, Key: { pk: stored.pk, sk: stored.sk }, UpdateExpression: 'SET #d = :live', ExpressionAttributeNames: { '#d': 'domain' }, ExpressionAttributeValues: { ':live': 'live' } }));
    const confirmed = await pay<CheckoutStatus>('/checkout/test/confirm_transfer', { body: { access_code: checkout.accessCode } });
    expect([confirmed.status, confirmed.body.status]).toEqual([403, false]);
    expect(confirmed.body.message).toMatch(/test-mode/);
    const status = await pay<CheckoutStatus>(`/checkout/status/${checkout.accessCode}`);
    expect(status.body.data.status).toBe('pending');
  });
});
