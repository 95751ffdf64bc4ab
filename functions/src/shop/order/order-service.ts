import type * as z from '../../lib/zod';
import { settledValue } from '../../lib/async/settled';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import { DeliveryDetails } from '../db/delivery-details';
import { DiscountSlot, type DiscountSlotItem } from '../db/discount-slot';
import { IdempotencyRecord } from '../db/idempotency-record';
import { MeasurementSet, type MeasurementSetItem } from '../db/measurement-set';
import { Order, type OrderItem } from '../db/order';
import { Product, type ProductItem } from '../db/product';
import { readShopSettings } from '../db/shop-settings-read';
import { deliveryFeeFor } from '../domain/shop-settings';
import { shopTables, type ShopWritePlan } from '../db/transaction';
import { wasPaid } from '../domain/order-states';
import { imageUrl } from '../shared/image-url';
import { initializePayment } from '../shared/pay-client';
import { ensureProfile } from '../shared/profile-store';
import { measureNames } from '../domain/measures';
import type { addOrderBody, MeasurementSnapshot, OrderLine, PlacedOrder } from './contract';
import { loadOwnOrder } from './order-access';
import { queueMail } from './order-mailer';
import { chooseDiscountSlot, slotHoldMs, type SlotChoice } from './discount-slots';
import { newOrderId, paymentReference } from './order-id';
import { orderConfirmationMail } from './order-mail';
import { orderPlacedNotification } from './order-notifications';
import { toOrderView } from './order-view';
import { neededByProblem, priceOrder } from './pricing';

type AddOrderInput = z.output<typeof addOrderBody>;

const idempotencyScope = 'add-order';
const keepRecordSeconds = 24 * 60 * 60;
const maxPlacementTries = 10;

function problem(path: string, message: string): BadRequestError {
  return new BadRequestError(message, [{ path, message }]);
}

function snapshotOf(set: MeasurementSetItem): MeasurementSnapshot {
  const snapshot: MeasurementSnapshot = { measurementId: set.measurementId, name: set.name, takenAt: set.createdAt };
  for (const field of measureNames) {
    const value = set[field];
    if (typeof value === 'number') snapshot[field] = value;
  }
  return snapshot;
}

async function recordedOrderId(userId: string, idempotencyKey: string): Promise<string | undefined> {
  const { data } = await IdempotencyRecord.get({ userId, scope: idempotencyScope, idempotencyKey }).go({ consistent: true });
  if (!data) return undefined;
  const parsed = JSON.parse(data.result) as { orderID?: unknown };
  return typeof parsed.orderID === 'string' ? parsed.orderID : undefined;
}

async function loadProducts(ids: readonly string[]): Promise<Map<string, ProductItem>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, ProductItem>();
  let keys = unique.map((id) => ({ id }));
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt += 1) {
    const { data, unprocessed } = await Product.get(keys).go();
    for (const item of data) found.set(item.id, item);
    keys = unprocessed.map((key) => ({ id: key.id }));
  }
  return found;
}

/** Everything the order copies, read and checked before anything is written; the first problem is a 400. */
async function gatherOrder(userId: string, input: AddOrderInput) {
  if (input.neededBy) {
    const trouble = neededByProblem(input.neededBy, new Date());
    if (trouble) throw problem('neededBy', trouble);
  }
  const [profile, products, sets, address, settings] = await Promise.all([
    ensureProfile(userId),
    loadProducts(input.items.map((line) => line.productId)),
    MeasurementSet.query.byUser({ userId }).go({ pages: 'all', consistent: true }),
    input.delivery && input.deliveryDetailsId
      ? DeliveryDetails.get({ userId, deliveryDetailsId: input.deliveryDetailsId }).go({ consistent: true })
      : Promise.resolve({ data: null }),
    readShopSettings(),
  ]);
  const setsById = new Map(sets.data.map((set) => [set.measurementId, set]));
  const orderSet = setsById.get(input.measurementId);
  if (!orderSet) throw problem('measurementId', 'The selected measurement no longer exists; please select a measurement');
  const lines: OrderLine[] = input.items.map((line, index) => {
    const product = products.get(line.productId);
    if (!product) throw problem(`items.${index}.productId`, `A product in your cart is no longer available (${line.productId})`);
    const set = line.measurementId === undefined ? orderSet : setsById.get(line.measurementId);
    if (!set) throw problem(`items.${index}.measurementId`, `The measurement chosen for ${product.name} no longer exists`);
    return {
      productId: product.id,
      title: product.name,
      coverImage: imageUrl(product.coverImageKey),
      unitPrice: product.amount,
      quantity: line.quantity,
      price: product.amount * line.quantity,
      measurement: snapshotOf(set),
    };
  });
  if (input.delivery && !address.data) throw problem('deliveryDetailsId', 'The selected delivery address no longer exists; please select a delivery address');
  const deliveryDetails = address.data
    ? { name: address.data.name, phone: address.data.phone, address: address.data.address, city: address.data.city, state: address.data.state, country: address.data.country }
    : undefined;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return {
    lines,
    orderSet,
    deliveryDetails,
    deliveryFee: deliveryFeeFor(settings, input.delivery, deliveryDetails?.state, lines.reduce((sum, line) => sum + line.price, 0)),
    pickupAddress: input.delivery ? undefined : { ...settings.pickupAddress },
    customer: { name, email: profile.email, phone: profile.phone || deliveryDetails?.phone || '' },
  };
}

/** The writes that claim a member-discount slot: a new slot, or one taken over from an unpaid order whose hold ran out. */
async function slotClaim(userId: string, orderID: string, choice: SlotChoice, now: Date): Promise<ShopWritePlan> {
  if (choice.kind === 'none') return () => [];
  const holdUntil = new Date(now.getTime() + slotHoldMs).toISOString();
  const slotItem = { userId, slot: choice.slot, orderID, state: 'reserved' as const, holdUntil };
  if (choice.kind === 'free') return ({ discountSlot }) => [discountSlot.create(slotItem).commit()];
  const { data: previous } = await Order.get({ orderID: choice.fromOrderID }).go({ consistent: true });
  const nowIso = now.toISOString();
  return ({ discountSlot, order }) => [
    discountSlot
      .put(slotItem)
      .where((attr, op) => `${op.eq(attr.state, 'reserved')} AND ${op.eq(attr.orderID, choice.fromOrderID)} AND ${op.lt(attr.holdUntil, nowIso)}`)
      .commit(),
    // The old order loses the discount it never paid for; its next payment attempt charges the full price.
    ...(previous
      ? [
          order
            .patch({ orderID: previous.orderID })
            .set({ discount: 0, totalPrice: previous.subtotal + previous.deliveryFee, updated_at: nowIso })
            .remove(['discountSlot', 'accessCode'])
            .where((attr, op) => `(${op.eq(attr.payment, 'unpaid')} OR ${op.eq(attr.payment, 'failed')}) AND ${op.eq(attr.discountSlot, choice.slot)}`)
            .commit(),
        ]
      : []),
  ];
}

function pause(ms: number): Promise<void> {
  return new Promise((wake) => setTimeout(wake, ms));
}

function readSlots(userId: string): Promise<DiscountSlotItem[]> {
  return DiscountSlot.query
    .byUser({ userId })
    .go({ consistent: true })
    .then(({ data }) => data);
}

/** What `writeOrder` answers: the order id, and the order as written when it is this placement's own. */
type WrittenOrder = { orderID: string; written: OrderItem } | { orderID: string; written?: undefined };

/**
 * Writes the order, its member-discount claim, the orders counter (it waits for work only once paid), the "order placed" notification,
 * its confirmation e-mail and the idempotency record in one transaction. Parallel placements by one member race for the same slot
 * items and counters: a cancelled transaction is retried after reading the slots again, so at most three
 * orders ever hold a discount. `firstSlots`: the member's slots, read beside the order's other reads (the
 * first try's; each retry reads them again). Answers the order id (an earlier one when the key was used
 * already) and, for a new order, the item as written, so nothing reads it back.
 */
async function writeOrder(
  userId: string,
  input: AddOrderInput,
  order: Omit<OrderItem, 'discount' | 'totalPrice' | 'discountSlot' | 'subtotal'>,
  firstSlots: readonly DiscountSlotItem[],
): Promise<WrittenOrder> {
  for (let attempt = 1; ; attempt += 1) {
    const now = new Date();
    const slots = attempt === 1 ? firstSlots : await readSlots(userId);
    const choice = chooseDiscountSlot(slots, now);
    const totals = priceOrder(order.orderItems, order.deliveryFee, choice.kind !== 'none');
    const item: OrderItem = { ...order, ...totals, ...(choice.kind === 'none' ? {} : { discountSlot: choice.slot }) };
    const claim = await slotClaim(userId, order.orderID, choice, now);
    const expiresAt = Math.ceil(now.getTime() / 1000) + keepRecordSeconds;
    const placed = orderPlacedNotification(item);
    try {
      await transactWrite(
        shopTables.transaction.write((writers) => [
          writers.order.create(item).commit(),
          ...claim(writers),
          writers.dashboardCounter.update({ name: 'orders' }).add({ value: 1 }).commit(),
          writers.notification.create(placed).commit(),
          queueMail(writers, placed.notificationId, item.email, orderConfirmationMail(toOrderView(item)), item.created_at),
          writers.idempotencyRecord
            .create({ userId, scope: idempotencyScope, idempotencyKey: input.idempotencyKey, result: JSON.stringify({ orderID: order.orderID }), expiresAt })
            .commit(),
        ]),
      );
      return { orderID: order.orderID, written: item };
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      const earlier = await recordedOrderId(userId, input.idempotencyKey);
      if (earlier) return { orderID: earlier };
      if (attempt >= maxPlacementTries) throw new ConflictError('Too many orders are being placed at once; please try again');
      await pause(20 + Math.floor(Math.random() * 60 * attempt));
    }
  }
}

/**
 * Starts the Pay transaction for an order's current attempt and keeps its access code on the order, so a
 * replay of the placement (or a reload) opens the same pop-up.
 */
export async function ensureAccessCode(order: OrderItem): Promise<string> {
  if (order.accessCode) return order.accessCode;
  try {
    const initialized = await initializePayment({
      email: order.email,
      amount: order.totalPrice,
      reference: paymentReference(order.orderID, order.paymentAttempts),
      metadata: { orderID: order.orderID },
      label: `Order ${order.orderID}`,
    });
    await Order.patch({ orderID: order.orderID }).set({ accessCode: initialized.access_code }).go({ response: 'none' });
    return initialized.access_code;
  } catch (error) {
    // A concurrent replay of the same placement may be starting this very transaction (Pay answers its
    // Idempotency-Key as "in progress"): wait for the access code it stores.
    for (let look = 0; look < 15; look += 1) {
      await pause(200);
      const { data } = await Order.get({ orderID: order.orderID }).go({ consistent: true, attributes: ['accessCode'] });
      if (data?.accessCode) return data.accessCode;
    }
    throw error;
  }
}

/**
 * Places an order priced entirely from the catalog and the shop settings, then starts its Pay transaction.
 * The same idempotency key always answers with the same order: its record is read beside the order's other
 * reads (all reads, so a replay only wastes them), and checked first, so a replay answers the earlier order
 * whatever the catalogue says now.
 */
export async function placeOrder(userId: string, input: AddOrderInput): Promise<PlacedOrder> {
  const [recorded, gathering, slotsRead] = await Promise.allSettled([recordedOrderId(userId, input.idempotencyKey), gatherOrder(userId, input), readSlots(userId)]);
  const earlier = settledValue(recorded);
  if (earlier) {
    const order = await loadOwnOrder(userId, earlier);
    return { ...toOrderView(order), accessCode: wasPaid(order.payment) || order.status === 'cancelled' ? '' : await ensureAccessCode(order) };
  }
  const gathered = settledValue(gathering);
  const now = new Date().toISOString();
  const newID = newOrderId();
  const { orderID, written } = await writeOrder(userId, input, {
    orderID: newID,
    userId,
    status: 'pending',
    payment: 'unpaid',
    created_at: now,
    updated_at: now,
    ...gathered.customer,
    orderItems: gathered.lines,
    delivery: input.delivery,
    deliveryFee: gathered.deliveryFee,
    ...(gathered.deliveryDetails ? { deliveryDetails: gathered.deliveryDetails } : {}),
    ...(gathered.pickupAddress ? { pickupAddress: gathered.pickupAddress } : {}),
    measurement: snapshotOf(gathered.orderSet),
    ...(input.neededBy ? { neededBy: input.neededBy } : {}),
    paymentAttempts: 1,
    statusHistory: [{ status: 'pending', at: now }],
  }, settledValue(slotsRead));
  // A new order is the item just written; only another placement's (same key, raced) is read.
  const order = written ?? (await loadOwnOrder(userId, orderID));
  return { ...toOrderView(order), accessCode: await ensureAccessCode(order) };
}
