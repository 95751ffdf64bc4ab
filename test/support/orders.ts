import { createHmac, randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readShopMerchantKeys } from '../../infra/local/local-secrets';
import type { DeliveryDetails } from '../../functions/src/shop/delivery-details/contract';
import type { Measurements } from '../../functions/src/shop/measurement/contract';
import type { AddOrderBody, Order, PlacedOrder } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { api, payApi, type ApiResponse } from './api-client';
import { testStack } from './stack';
import { localTableClient, scanItems } from './table-scan';
import { registerCustomer, type Customer, type CustomerOptions } from './accounts';

/** Helpers for the orders and notifications API tests: a customer ready to order, the catalog, paying through Pay. */

export const cards = { success: '4084084084084081', declined: '4000000000000002' } as const;

export interface Shopper extends Customer {
  addressId: string;
  measurementId: string;
}

/** A fresh customer with one delivery address (Lagos) and one measurement set. */
export async function registerShopper(label: string, options: CustomerOptions = {}): Promise<Shopper> {
  const customer = await registerCustomer(label, options);
  const address = await api<DeliveryDetails>('/order/add-delivery-details', {
    token: customer.token,
    body: { deliveryDetails: { name: 'Ada Obi', phone: '+2348012345678', address: '12 Allen Avenue', state: 'Lagos', city: 'Ikeja', default: true } },
  });
  const set = await api<Measurements>('/measurement/add-measurements', {
    token: customer.token,
    body: { measurements: { name: 'Ada', chest: 38, waist: 30, sleeve: 24 } },
  });
  if (!address.body.data || !set.body.data) throw new Error(`Setting up ${label} failed: ${address.body.message} / ${set.body.message}`);
  return { ...customer, addressId: address.body.data.id, measurementId: set.body.data.id };
}

export async function catalog(count: number): Promise<Product[]> {
  const answer = await api<Product[]>(`/product/fetch-all-products?limit=${count}`);
  const products = answer.body.data ?? [];
  if (products.length < count) throw new Error(`The seeded catalog has fewer than ${count} products`);
  return products;
}

export function orderBody(shopper: Shopper, items: AddOrderBody['items'], extra: Partial<AddOrderBody> = {}): AddOrderBody {
  return { items, delivery: true, deliveryDetailsId: shopper.addressId, measurementId: shopper.measurementId, idempotencyKey: `key-${randomUUID()}`, ...extra };
}

export function placeOrder(shopper: Shopper, body: unknown): Promise<ApiResponse<PlacedOrder>> {
  return api<PlacedOrder>('/order/add-order', { token: shopper.token, body });
}

export async function placed(shopper: Shopper, body: unknown): Promise<PlacedOrder> {
  const answer = await placeOrder(shopper, body);
  if (answer.status !== 201 || !answer.body.data) throw new Error(`add-order answered ${answer.status}: ${answer.body.message}`);
  return answer.body.data;
}

export function fetchOrder(shopper: Customer, orderID: string): Promise<ApiResponse<Order>> {
  return api<Order>('/order/fetch-order-byID', { token: shopper.token, body: { orderID } });
}

/** Waits (up to 20 s) until the Shop records the order paid, and answers it as the customer reads it. */
export async function waitUntilPaid(shopper: Customer, orderID: string): Promise<Order> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const order = (await fetchOrder(shopper, orderID)).body.data;
    if (order?.payment === 'paid') return order;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`Order ${orderID} was not paid in time`);
}

/** Pays an access code on Pay's checkout API, as the pop-up's card form does. */
export async function payWithCard(accessCode: string, number: string = cards.success): Promise<string> {
  const answer = await payApi<{ status: string }>('/checkout/charge/card', {
    body: { access_code: accessCode, number, exp_month: '12', exp_year: '2030', cvv: '408' },
  });
  const body = answer.body as unknown as { status: boolean; message: string; data?: { status: string } };
  if (answer.status !== 200 || !body.data) throw new Error(`charge answered ${answer.status}: ${body.message}`);
  return body.data.status;
}

/** One of each product ordered and charged by card on Pay; the Shop has not necessarily marked it paid yet. */
export async function chargedOrder(shopper: Shopper, productIds: readonly string[]): Promise<PlacedOrder> {
  const order = await placed(shopper, orderBody(shopper, productIds.map((productId) => ({ productId, quantity: 1 }))));
  if ((await payWithCard(order.accessCode)) !== 'success') throw new Error(`Paying ${order.orderID} failed`);
  return order;
}

/**
 * An order paid twice on Pay, as an attempt left open before "Pay now" cancelled open attempts could leave it:
 * attempt 1 is paid and verified (it pays the order), then attempt 2 (`{orderID}-2`, started on Pay as the Shop
 * would) is paid too. Returns the order and the second reference; the Shop hears of it from Pay's webhook.
 */
export async function doublyPaidOrder(shopper: Shopper, productId: string): Promise<{ order: PlacedOrder; duplicateReference: string }> {
  const order = await placed(shopper, orderBody(shopper, [{ productId, quantity: 1 }]));
  await editStored('order', 'orderID', order.orderID, { paymentAttempts: 2 });
  const duplicateReference = `${order.orderID}-2`;
  const second = await payApi<{ access_code: string }>('/transaction/initialize', {
    token: shopSecretKey(),
    body: { email: shopper.email, amount: order.totalPrice, currency: 'NGN', reference: duplicateReference, metadata: { orderID: order.orderID } },
  });
  const accessCode = second.body.data?.access_code;
  if (second.status !== 200 || !accessCode) throw new Error(`initialize answered ${second.status}`);
  if ((await payWithCard(order.accessCode)) !== 'success') throw new Error(`Paying ${order.orderID} failed`);
  const verified = await api<Order>('/order/verify-payment', { token: shopper.token, body: { orderID: order.orderID } });
  if (verified.body.data?.payment !== 'paid') throw new Error(`verify-payment left ${order.orderID} ${verified.body.data?.payment ?? verified.status}`);
  if ((await payWithCard(accessCode)) !== 'success') throw new Error(`Paying ${duplicateReference} failed`);
  return { order, duplicateReference };
}

function shopSecretKey(): string {
  const data = process.env.LOCAL_STACK_DATA_DIR;
  const keys = data ? readShopMerchantKeys(data) : undefined;
  if (!keys) throw new Error('The local stack did not seed the Shop as a Pay merchant');
  return keys.secretKey;
}

/** Posts a webhook to the Shop as Pay would, signed with the Shop's secret key unless a signature is given. */
export function postWebhook(payload: unknown, signature?: string): Promise<ApiResponse> {
  const raw = JSON.stringify(payload);
  return api('/pay/webhook', { body: raw, headers: { 'x-aso-signature': signature ?? webhookSignature(raw) } });
}

/** Pay's `x-aso-signature` for a webhook body: HMAC-SHA512 with the Shop's secret key. */
export function webhookSignature(raw: string): string {
  return createHmac('sha512', shopSecretKey()).update(raw, 'utf8').digest('hex');
}

export function chargeSuccess(reference: string, amount: number): unknown {
  return { event: 'charge.success', data: { reference, amount, currency: 'NGN', status: 'success' } };
}

/** Changes stored attributes of an item found by entity and a key attribute (test set-up only: an admin's edit). */
export async function editStored(entity: string, keyName: string, keyValue: string, changes: Record<string, unknown>): Promise<void> {
  const client = localTableClient();
  const table = testStack().tables.shop;
  const item = (await storedItems(entity, keyName, keyValue))[0];
  if (!item) throw new Error(`No ${entity} with ${keyName} ${keyValue}`);
  const names = Object.keys(changes);
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, changes[name]])),
    }),
  );
}

/** Stored items of an entity whose attribute has a value (test checks of what one write left behind). */
export async function storedItems(entity: string, keyName: string, keyValue: string): Promise<Record<string, unknown>[]> {
  return scanItems({
    FilterExpression: '#e = :e AND #k = :k',
    ExpressionAttributeNames: { '#e': '__edb_e__', '#k': keyName },
    ExpressionAttributeValues: { ':e': entity, ':k': keyValue },
  });
}
