import { randomUUID } from 'node:crypto';
import type { Category } from '../../functions/src/shop/category/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import type { AdminUserView } from '../../functions/src/shop/user/contract';
import { registration, requestCode, uniqueEmail } from '../support/accounts';
import { asAdmin, seededAdminToken } from '../support/admin';
import { api, payApi, type ApiResponse } from '../support/api-client';
import { entityOf, scanTable, until, webhookConsumerPid, type StoredItem } from '../support/concurrency';
import { catalog, chargedOrder, chargeSuccess, orderBody, placed, placeOrder, registerShopper, webhookSignature, type Shopper } from '../support/orders';
import { changes, dynamoCalls, faultFired, isPartOf, mailsSettled, snapshot, withFault, type Snapshot } from '../support/table-diff';
import { setShopWebhookUrl } from '../support/pay-merchant';
import { paidOrder } from '../support/reviews';
import { testStack } from '../support/stack';
import { createTestMerchant, paidTransaction, stalledWebhook, webhookEvents } from './pay-helpers';

/**
 * Fault injection (issue #11 item 4): the local gateway fails the Nth DynamoDB call of a request
 * (`x-aso-fault`, test stacks only). Every multi-item write is run once cleanly to learn its footprint and
 * its number of DynamoDB calls, then once per call with that call failing, each time on a fresh subject:
 * the failed request must leave nothing half written, and its retry (same body, same idempotency key) must
 * succeed and leave exactly the clean run's footprint. One-transaction writes are also run with their
 * transaction applied and its answer lost: the retry must find what was written, not write it twice.
 */
interface Operation<S> {
  name: string;
  prepare: () => Promise<S>;
  act: (subject: S, fault?: string) => Promise<ApiResponse>;
  ok: number;
  /** What a retry may answer, when a retry that finds the write already made answers differently (default: `ok`). */
  retryOk?: readonly number[];
  /** One transaction (nothing or everything), or a delete that goes in resumable steps (never outside its footprint). */
  atomic: boolean;
  /** For resumable steps: what must hold of a subject a failed request left part-way (say, refused everywhere). */
  partway?: (subject: S) => Promise<void>;
  /** What is compared before and after (default: the Shop's whole table). */
  snapshot?: (subject: S) => Promise<Snapshot>;
  /** Also run with its transaction applied and the answer lost, though it is not all one transaction (default: `atomic`). */
  lostAnswer?: boolean;
  /**
   * For a write that mails the customer (its mail is queued in its transaction): their address. The mails that
   * arrive must follow the write: none from a failed request that wrote nothing, and the clean run's number in all.
   */
  mailbox?: (subject: S) => string;
}

/** Counters that must always equal a recount of what they count. */
async function countersMatchRecount(): Promise<void> {
  const items = await scanTable();
  const counter = (name: string) => Number(items.find((item) => entityOf(item) === 'dashboardCounter' && item.name === name)?.value ?? 0);
  const count = (entity: string) => items.filter((item) => entityOf(item) === entity).length;
  expect({ users: counter('users'), products: counter('products'), orders: counter('orders') }).toEqual({ users: count('user'), products: count('product'), orders: count('order') });
  // Pending work is the paid orders not started; revenue is what paid orders brought in, net of processed refunds.
  const orders = items.filter((item) => entityOf(item) === 'order');
  const holdsPayment = (item: StoredItem) => item.payment === 'paid' || item.payment === 'partially_refunded';
  const waiting = orders.filter((item) => item.status === 'pending' && holdsPayment(item)).length;
  const revenue = orders
    .filter((item) => holdsPayment(item) || item.payment === 'refunded')
    .reduce((sum, item) => sum + Number(item.totalPrice) - Number(item.refundedAmount ?? 0), 0);
  expect({ pendingOrders: counter('orders:pending'), revenue: counter('revenue') }).toEqual({ pendingOrders: waiting, revenue });
  for (const category of items.filter((item) => entityOf(item) === 'category')) {
    const recount = items.filter((item) => entityOf(item) === 'product' && item.categoryKey === category.nameKey).length;
    expect({ category: category.name, productCount: category.productCount }).toEqual({ category: category.name, productCount: recount });
  }
}

async function everyStep<S>(operation: Operation<S>): Promise<number> {
  const take = (subject: S) => (operation.snapshot ? operation.snapshot(subject) : snapshot());
  const mails = async (subject: S) => (operation.mailbox ? mailsSettled(operation.mailbox(subject)) : 0);
  const reference = await operation.prepare();
  const start = await take(reference);
  const startMails = await mails(reference);
  const clean = await operation.act(reference);
  expect([operation.name, clean.status]).toEqual([operation.name, operation.ok]);
  const footprint = changes(start, await take(reference));
  const mailed = (await mails(reference)) - startMails;
  if (operation.mailbox) expect({ operation: operation.name, mailed }).toEqual({ operation: operation.name, mailed: 1 });
  const calls = dynamoCalls(clean);
  expect(calls).toBeGreaterThan(1);
  // Each call failing before it reaches DynamoDB; then, for one-transaction writes, the transaction applied but its answer lost.
  const faults = [...Array.from({ length: calls }, (_, index) => `call=${index + 1}`), ...((operation.lostAnswer ?? operation.atomic) ? ['transact=1;applied'] : [])];
  for (const step of faults) {
    const subject = await operation.prepare();
    const before = await take(subject);
    const mailsBefore = await mails(subject);
    const failed = await operation.act(subject, step);
    const left = changes(before, await take(subject));
    const seen = { operation: operation.name, step, fired: faultFired(failed), status: failed.status };
    expect(seen).toEqual({ ...seen, fired: true });
    if (operation.atomic) expect({ ...seen, left }).toEqual({ ...seen, left: left.length === 0 ? [] : footprint });
    if (operation.mailbox) expect({ ...seen, mailed: (await mails(subject)) - mailsBefore }).toEqual({ ...seen, mailed: left.length === 0 ? 0 : mailed });
    else expect({ ...seen, left, outsideFootprint: false }).toEqual({ ...seen, left, outsideFootprint: !isPartOf(left, footprint) });
    if (left.length > 0) await operation.partway?.(subject);
    await countersMatchRecount();
    const retry = await operation.act(subject);
    const retryOk = operation.retryOk ?? [operation.ok];
    expect({ ...seen, retry: retry.status, message: retry.body.message, retryOk: retryOk.includes(retry.status) }).toEqual({ ...seen, retry: retry.status, message: retry.body.message, retryOk: true });
    expect({ ...seen, after: changes(before, await take(subject)) }).toEqual({ ...seen, after: footprint });
    if (operation.mailbox) expect({ ...seen, mailedInAll: (await mails(subject)) - mailsBefore }).toEqual({ ...seen, mailedInAll: mailed });
  }
  await countersMatchRecount();
  return calls;
}

/** Items of a customer's partition that an account deletion removes (the profile aside). */
const personalEntities = ['deliveryDetails', 'measurementSet', 'idempotencyRecord', 'notification'];

/**
 * A shopper with more personal items than one transaction can delete (DynamoDB takes 100 writes): the most
 * addresses and measurement sets allowed, each added with an Idempotency-Key (a record each), and orders placed.
 */
async function largeAccount(): Promise<Shopper> {
  const shopper = await registerShopper('fault-large');
  const key = () => ({ 'Idempotency-Key': `large-${randomUUID()}` });
  for (let n = 1; n < 20; n += 1) {
    const address = await api('/order/add-delivery-details', {
      token: shopper.token,
      headers: key(),
      body: { deliveryDetails: { name: `Ada ${n}`, phone: '+2348012345678', address: `${n} Allen Avenue`, state: 'Lagos', city: 'Ikeja' } },
    });
    const set = await api('/measurement/add-measurements', { token: shopper.token, headers: key(), body: { measurements: { name: `Set ${n}`, chest: 38, waist: 30 } } });
    if (address.status !== 201 || set.status !== 201) throw new Error(`Setting up a large account failed: ${address.status} / ${set.status}`);
  }
  const [product] = await catalog(1);
  for (let n = 0; n < 8; n += 1) await placed(shopper, orderBody(shopper, [{ productId: product?.id ?? '', quantity: 1 }]));
  const items = (await scanTable()).filter((item) => item.userId === shopper.uuid && personalEntities.includes(entityOf(item)));
  if (items.length <= 90) throw new Error(`A large account needs more than 90 personal items, this one has ${items.length}`);
  return shopper;
}

describe('multi-item writes with a DynamoDB call failing at each step', () => {
  let product: Product;
  const steps: Record<string, number> = {};

  beforeAll(async () => {
    product = (await catalog(1))[0] as Product;
  });
  afterAll(() => {
    process.stdout.write(`DynamoDB calls walked per operation: ${JSON.stringify(steps)}\n`);
  });

  test('It should sign up all or nothing, and let the same sign-up succeed when retried', async () => {
    steps.signUp = await everyStep({
      name: 'sign-up',
      prepare: async () => {
        const email = uniqueEmail('fault-signup');
        return registration(email, await requestCode(email));
      },
      act: (body, fault) => withFault('/auth/signup', { body }, fault),
      ok: 201,
      atomic: true,
    });
  }, 120_000);

  test('It should place an order all or nothing, and answer the retry with the same key with one order', async () => {
    steps.addOrder = await everyStep({
      name: 'add-order',
      prepare: async () => {
        const shopper = await registerShopper('fault-order');
        return { shopper, body: orderBody(shopper, [{ productId: product.id, quantity: 1 }]) };
      },
      act: ({ shopper, body }, fault) => withFault('/order/add-order', { token: shopper.token, body }, fault),
      ok: 201,
      atomic: true,
      mailbox: ({ shopper }) => shopper.email,
    });
  }, 180_000);

  test('It should mark a verified payment paid all or nothing, and mark it on the retry', async () => {
    // Pay's own webhook would mark the order paid behind the test's back: the Shop merchant gets none meanwhile.
    const restore = await setShopWebhookUrl('');
    try {
      steps.verifyPayment = await everyStep({
        name: 'verify-payment',
        prepare: async () => {
          const shopper = await registerShopper('fault-pay');
          const order = await chargedOrder(shopper, [product.id]);
          return { shopper, orderID: order.orderID };
        },
        act: ({ shopper, orderID }, fault) => withFault('/order/verify-payment', { token: shopper.token, body: { orderID } }, fault),
        ok: 200,
        atomic: true,
        mailbox: ({ shopper }) => shopper.email,
      });
    } finally {
      await restore();
    }
  }, 180_000);

  test("It should mark an order paid from Pay's signed webhook all or nothing, and on Pay's retry of the webhook", async () => {
    const restore = await setShopWebhookUrl('');
    try {
      steps.payWebhook = await everyStep({
        name: 'pay-webhook',
        prepare: async () => {
          const shopper = await registerShopper('fault-hook');
          const order = await chargedOrder(shopper, [product.id]);
          return { email: shopper.email, raw: JSON.stringify(chargeSuccess(order.orderID, order.totalPrice)) };
        },
        act: ({ raw }, fault) => withFault('/pay/webhook', { body: raw, headers: { 'x-aso-signature': webhookSignature(raw) } }, fault),
        ok: 200,
        atomic: true,
        mailbox: ({ email }) => email,
      });
    } finally {
      await restore();
    }
  }, 180_000);

  test("It should delete a user's data and profile all or nothing, and on the retry", async () => {
    const token = await seededAdminToken();
    steps.deleteUser = await everyStep({
      name: 'delete-user',
      prepare: async () => {
        const shopper = await registerShopper('fault-delete');
        await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
        return shopper;
      },
      act: (shopper, fault) => withFault('/admin/user/delete-user', { token, body: { id: shopper.uuid } }, fault),
      ok: 200,
      atomic: true,
    });
  }, 180_000);

  test("It should delete an account too large for one transaction without ever showing it half gone, and finish on the retry", async () => {
    const token = await seededAdminToken();
    steps.deleteLargeUser = await everyStep({
      name: 'delete-large-user',
      prepare: largeAccount,
      act: (shopper, fault) => withFault('/admin/user/delete-user', { token, body: { id: shopper.uuid } }, fault),
      ok: 200,
      atomic: false,
      partway: async (shopper) => {
        // Marked as being deleted before its first item goes: every route answers as if the account were gone.
        const me = await api('/user/me', { token: shopper.token });
        const notifications = await api('/notification/fetch-my-notifications', { token: shopper.token });
        const order = await placeOrder(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
        expect([me.status, notifications.status, order.status]).toEqual([401, 401, 401]);
        // The back office sees it as a deletion to finish.
        const view = await asAdmin<AdminUserView>('/admin/user/fetch-user-byID', { body: { id: shopper.uuid } });
        expect(view.body.data?.user.deletingSince).toEqual(expect.any(String));
      },
    });
  }, 600_000);

  test('It should add a verified buyer\'s review all or nothing, and answer the retry with that review', async () => {
    steps.addReview = await everyStep({
      name: 'add-review',
      prepare: async () => {
        const shopper = await registerShopper('fault-review');
        const order = await paidOrder(shopper, [product.id]);
        return { shopper, body: { orderID: order.orderID, productId: product.id, rating: 5, title: 'Well cut', text: 'Fits as measured.' } };
      },
      act: ({ shopper, body }, fault) => withFault('/review/add-review', { token: shopper.token, body }, fault),
      ok: 201,
      // A retry that finds the review already written answers it with 200 ('already received').
      retryOk: [201, 200],
      // One conditional create of the review item (no transaction to lose the answer of).
      atomic: false,
    });
  }, 180_000);

  test("It should approve a review and move the product's figures all or nothing, and on the retry", async () => {
    const token = await seededAdminToken();
    steps.approveReview = await everyStep({
      name: 'approve-review',
      prepare: async () => {
        const shopper = await registerShopper('fault-approve');
        const order = await paidOrder(shopper, [product.id]);
        const added = await withFault('/review/add-review', { token: shopper.token, body: { orderID: order.orderID, productId: product.id, rating: 4, title: 'Good', text: 'Good fit.' } }, undefined);
        return (added.body.data as { id: string }).id;
      },
      act: (id, fault) => withFault('/admin/review/update-review-status', { token, body: { id, status: 'approved' } }, fault),
      ok: 200,
      atomic: true,
    });
  }, 180_000);

  test('It should delete a category and its products without ever leaving counts wrong, and finish on the retry', async () => {
    const token = await seededAdminToken();
    steps.deleteCategory = await everyStep({
      name: 'delete-category',
      prepare: async () => {
        const added = await asAdmin<Category>('/admin/category/add-category', {
          body: { name: `Fault ${randomUUID().slice(0, 8)}`, imageKey: `categories/${randomUUID()}.png`, description: 'Fault test' },
        });
        const category = added.body.data as Category;
        for (let index = 0; index < 3; index += 1) {
          const cover = `products/${randomUUID()}.jpg`;
          await asAdmin('/admin/product/add-product', { body: { name: `Fault kaftan ${index}`, description: 'Fault test', amount: 5_000_00, category: category.name, coverImageKey: cover, imageKeys: [cover] } });
        }
        return category;
      },
      act: (category, fault) => withFault('/admin/category/delete-category', { token, body: { id: category.id } }, fault),
      ok: 200,
      atomic: false,
    });
  }, 180_000);

  test('It should cancel an unpaid order all or nothing (slot back, notification), and on the retry', async () => {
    const restore = await setShopWebhookUrl('');
    try {
      steps.cancelOrder = await everyStep({
        name: 'cancel-order',
        prepare: async () => {
          const shopper = await registerShopper('fault-cancel');
          const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
          return { shopper, orderID: order.orderID };
        },
        act: ({ shopper, orderID }, fault) => withFault('/order/cancel-order', { token: shopper.token, body: { orderID } }, fault),
        ok: 200,
        atomic: true,
      });
    } finally {
      await restore();
    }
  }, 240_000);

  test("It should record an admin's refund request and ask Pay once, never half done, and finish on the retry with the same key", async () => {
    const token = await seededAdminToken();
    // Pay's refund webhooks would settle the refund behind the test's back: the Shop gets none meanwhile.
    const restore = await setShopWebhookUrl('');
    try {
      steps.refundOrder = await everyStep({
        name: 'refund-order',
        prepare: async () => {
          const shopper = await registerShopper('fault-refund');
          const order = await paidOrder(shopper, [product.id]);
          return { orderID: order.orderID, amount: Math.floor(order.totalPrice / 2), reason: 'Late delivery', idempotencyKey: randomUUID() };
        },
        act: (body, fault) => withFault('/admin/order/refund-order', { token, body }, fault),
        ok: 200,
        // The recorded request (one transaction), then Pay's refund id kept on it: a failure between leaves the
        // request recorded, and the retry asks Pay with the same Idempotency-Key.
        atomic: false,
        lostAnswer: true,
      });
    } finally {
      await restore();
    }
  }, 300_000);
});

/** Pay's items of one merchant: each Pay subject has a merchant of its own, so no other test's items move under the comparison. */
async function payMerchantSnapshot(merchantId: string): Promise<Snapshot> {
  const items = await scanTable(testStack().tables.pay);
  return new Map(items.filter((item) => item.merchantId === merchantId).map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
}

describe("Pay's multi-item writes with a DynamoDB call failing at each step", () => {
  const steps: Record<string, number> = {};
  afterAll(() => {
    process.stdout.write(`Pay DynamoDB calls walked per operation: ${JSON.stringify(steps)}\n`);
  });

  test('It should queue a refund all or nothing, and answer the retry with the same Idempotency-Key with that one refund', async () => {
    steps.createRefund = await everyStep({
      name: 'create-refund',
      prepare: async () => {
        // No webhook URL: the refund processor's later webhooks would otherwise add items while the walk compares.
        const merchant = await createTestMerchant({ name: `Fault refunds ${randomUUID().slice(0, 8)}` });
        const paid = await paidTransaction(merchant.secretKey, { amount: 200000 });
        return { merchantId: merchant.merchant.merchantId, secretKey: merchant.secretKey, reference: paid.reference, key: `refund-${randomUUID()}` };
      },
      act: ({ secretKey, reference, key }, fault) =>
        payApi('/refund', { token: secretKey, headers: { 'Idempotency-Key': key, ...(fault ? { 'x-aso-fault': fault } : {}) }, body: { transaction: reference, amount: 50000 } }),
      ok: 200,
      // The Idempotency-Key's record is claimed before, and completed after, the one transaction that writes the
      // refund with its reservation: a failure between them leaves the refund (found again by the retry), not the record.
      atomic: false,
      lostAnswer: true,
      snapshot: ({ merchantId }) => payMerchantSnapshot(merchantId),
    });
  }, 240_000);

  test('It should make a transfer and commit it on the balance all or nothing, and answer the retry with the same Idempotency-Key with that one transfer', async () => {
    steps.createTransfer = await everyStep({
      name: 'create-transfer',
      prepare: async () => {
        // The transfer waits for its OTP, so the payout processor leaves it alone while the walk compares.
        const merchant = await createTestMerchant({ name: `Fault payouts ${randomUUID().slice(0, 8)}` });
        await paidTransaction(merchant.secretKey, { amount: 200000 });
        const recipient = await payApi<{ recipient_code: string }>('/transferrecipient', { token: merchant.secretKey, body: { type: 'nuban', name: 'Fault payee', account_number: '0000000001', bank_code: '058' } });
        const recipientCode = recipient.body.data?.recipient_code;
        if (recipient.status !== 200 || !recipientCode) throw new Error(`transferrecipient answered ${recipient.status}`);
        return { merchantId: merchant.merchant.merchantId, secretKey: merchant.secretKey, recipient: recipientCode, key: `transfer-${randomUUID()}` };
      },
      act: ({ secretKey, recipient, key }, fault) =>
        payApi('/transfer', { token: secretKey, headers: { 'Idempotency-Key': key, ...(fault ? { 'x-aso-fault': fault } : {}) }, body: { source: 'balance', amount: 50000, recipient } }),
      ok: 200,
      // As a refund's: the key's record is claimed before, and completed after, the one transaction that writes the
      // transfer with its commit on the balance; the retry finds that transfer by the reference the key names.
      atomic: false,
      lostAnswer: true,
      snapshot: ({ merchantId }) => payMerchantSnapshot(merchantId),
    });
  }, 300_000);
});

describe('a Pay webhook delivery cut off by the consumer dying', () => {
  test("It should still deliver the webhook to the merchant's URL once the consumer is back", async () => {
    const { merchantId, arrivals, close } = await stalledWebhook('Consumer crash');
    try {
      const killed = await until('finding the consumer', webhookConsumerPid, 5_000);
      process.kill(killed, 'SIGKILL');
      const restarted = await until('the consumer restart', () => {
        const pid = webhookConsumerPid();
        return pid !== undefined && pid !== killed ? pid : undefined;
      }, 20_000);

      const WebhookEvent = await webhookEvents();
      const delivered = await until(
        'the delivery after the restart',
        async () => {
          const { data } = await WebhookEvent.query.byMerchant({ merchantId }).go();
          return data.find((event) => event.status === 'delivered');
        },
        90_000,
      );
      expect(restarted).not.toBe(killed);
      expect(arrivals.length).toBeGreaterThanOrEqual(2);
      expect(new Set(arrivals)).toEqual(new Set([delivered.eventId]));
      expect(delivered).toMatchObject({ event: 'charge.success', lastStatusCode: 200 });
    } finally {
      await close();
    }
  }, 150_000);
});
