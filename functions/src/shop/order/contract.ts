import { parseIsoInstant } from '../../lib/dates/iso-instant';
import * as z from '../../lib/zod';
import { orderStatuses, paymentStates, type OrderStatus, type PaymentState, type RefundKind, type RefundStatus } from '../domain/order-states';
import { adminPageQuery, itemIdSchema, pageFields, requiredText } from '../shared/contract';
import type { MeasureName } from '../domain/measures';

/** Shapes of the order routes, shared with the browser. Money is kobo; every route acts on the signed-in customer. */

export const maxQuantity = 20;
export const maxOrderLines = 50;
/** Made-to-measure work needs time: a needed-by date must be at least this many days ahead. */
export const minLeadDays = 14;
/** A completed order may be sent back for a remake within this many days. */
export const remakeWindowDays = 30;

const orderLine = /* @__PURE__ */ z.pure(() => z.object({
  productId: itemIdSchema,
  quantity: z.number({ error: 'quantity must be a number' }).check(z.int('quantity must be a whole number'), z.gte(1, 'quantity must be at least 1'), z.lte(maxQuantity, `quantity must be at most ${maxQuantity}`)),
  measurementId: z.optional(itemIdSchema),
}));

const isoDate = /* @__PURE__ */ z.pure(() => z.string({ error: 'neededBy must be a date (YYYY-MM-DD)' }).check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, 'neededBy must be a date (YYYY-MM-DD)'), z.refine((value) => parseIsoInstant(value) !== undefined, 'neededBy must be a real date')));

/**
 * `POST /order/add-order`. Only ids and quantities: prices, fees and discounts are the server's. Keys the
 * browser may still send (prices, totals) are dropped by the parser.
 */
export const addOrderBody = /* @__PURE__ */ z.pure(() => z.object({
    items: z.array(orderLine, { error: 'items must be a list of products' }).check(z.minLength(1, 'Your cart is empty'), z.maxLength(maxOrderLines, `An order may hold at most ${maxOrderLines} lines`)),
    delivery: z.boolean({ error: 'delivery must be true (delivery) or false (pick-up)' }),
    deliveryDetailsId: z.optional(itemIdSchema),
    measurementId: z.string({ error: 'Please select a measurement' }).check(z.trim(), z.minLength(1, 'Please select a measurement'), z.maxLength(64, 'measurementId is not valid')),
    neededBy: z.optional(isoDate),
    idempotencyKey: z.string({ error: 'idempotencyKey is required' }).check(z.trim(), z.regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'idempotencyKey must be 8 to 128 letters, digits, or _ . : -')),
  }).check(z.refine((body) => !body.delivery || body.deliveryDetailsId !== undefined, {
    message: 'Please select a delivery address',
    path: ['deliveryDetailsId'],
  })));
export type AddOrderBody = z.input<typeof addOrderBody>;

export const orderIdSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'orderID is required' }).check(z.trim(), z.minLength(1, 'orderID is required'), z.maxLength(40, 'orderID is not valid')));

/** `POST /order/fetch-order-byID`, `POST /order/verify-payment`, `POST /order/pay-again` */
export const orderIdBody = /* @__PURE__ */ z.pure(() => z.object({ orderID: orderIdSchema }));

/** `GET /order/fetch-my-orders` */
export const pageQuery = /* @__PURE__ */ z.pure(() => z.object({
  ...pageFields,
}));

export { memberDiscountOrders, memberDiscountPercent, type MemberDiscount } from '../domain/member-discount';
export { orderStatuses, paymentStates, type OrderStatus, type PaymentState, type RefundKind, type RefundStatus } from '../domain/order-states';

export type MeasurementSnapshot = { measurementId: string; name: string; takenAt: string } & Partial<Record<MeasureName, number>>;

export interface OrderLine {
  productId: string;
  title: string;
  coverImage: string;
  /** Kobo, as priced at placement. */
  unitPrice: number;
  quantity: number;
  /** The line total (SPEC's `price`), kobo. */
  price: number;
  measurement: MeasurementSnapshot;
}

export interface OrderAddress {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
}

/** An order as the API returns it (SPEC §3 names plus payment, subtotal, discount, neededBy). */
export interface Order {
  orderID: string;
  status: OrderStatus;
  payment: PaymentState;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  orderItems: OrderLine[];
  delivery: boolean;
  deliveryFee: number;
  deliveryDetails: OrderAddress | null;
  /** Where a pick-up order is collected (the shop's address at placement). */
  pickupAddress: OrderAddress | null;
  measurement: MeasurementSnapshot;
  subtotal: number;
  discount: number;
  /** Set on an order with the member discount: which of the member's three discounted orders it is (1 to 3). */
  memberDiscountOrder?: number;
  totalPrice: number;
  neededBy: string | null;
  paidAt: string | null;
  statusHistory: { status: string; at: string }[];
  /** Set on a free remake order: the order it remakes. */
  remakeOf?: string;
  /** Kobo given back by processed refunds of the order's payment (duplicate payments aside). */
  refundedAmount: number;
  /** Kobo asked of Pay for the order's payment and not settled yet. */
  refundPendingAmount: number;
  /**
   * The order's refunds, oldest first (duplicate payments' refunds included). Single-order answers carry all of
   * them; list answers carry them for orders with money refunded or pending, else `[]`.
   */
  refunds: OrderRefund[];
  cancelledAt: string | null;
  cancelReason: string | null;
}

/** Money given back (or being given back) through Pay. */
export interface OrderRefund {
  refundId: string;
  /** Kobo. */
  amount: number;
  reason: string;
  kind: RefundKind;
  status: RefundStatus;
  requestedAt: string;
  settledAt: string | null;
}

/** `data` of add-order and pay-again: the order and the access code to open Pay's pop-up with. */
export interface PlacedOrder extends Order {
  accessCode: string;
}

export const remakeStatuses = ['open', 'accepted', 'declined', 'refunded'] as const;
export type RemakeStatus = (typeof remakeStatuses)[number];
export type RemakeOutcome = 'remake' | 'partial_refund' | 'full_refund' | 'declined';

/** A remake request as its customer sees it, with the back office's decision once made. */
export interface RemakeRequest {
  requestId: string;
  orderID: string;
  itemIndex: number;
  itemTitle: string;
  reason: string;
  status: RemakeStatus;
  created_at: string;
  decidedAt: string | null;
  /** The free remake order, once accepted. */
  remakeOrderID: string | null;
  /** Why the shop declined, once declined. */
  declineReason: string | null;
  /** How it was settled, once decided. */
  outcome: RemakeOutcome | null;
  /** Kobo refunded by a money settlement. */
  refundAmount: number | null;
  /** What the shop said when settling in money. */
  settlementNote: string | null;
}

/** `GET /admin/order/fetch-all-orders?page=&status=&payment=&q=`: `q` is an order id, an e-mail or part of a name. */
export const fetchAllOrdersQuery = /* @__PURE__ */ z.pure(() => z.extend(adminPageQuery, {
  status: z.optional(z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` })),
  payment: z.optional(z.enum(paymentStates, { error: `payment must be one of ${paymentStates.join(', ')}` })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'search must be at most 100 characters'))),
}));
export type FetchAllOrdersQuery = z.input<typeof fetchAllOrdersQuery>;

/**
 * `POST /admin/order/update-order-status`: pending, processing or completed (SPEC §4); `cancelled` is named so
 * the service can point to Cancel order. `confirmUnpaid` confirms starting work on an order not paid for.
 */
export const updateOrderStatusBody = /* @__PURE__ */ z.pure(() => z.pipe(z.object({ orderID: orderIdSchema, status: z.optional(z.unknown()), confirmUnpaid: z.optional(z.boolean({ error: 'confirmUnpaid must be true or false' })) }), z.transform((body, context) => {
    const status = z.enum(orderStatuses).safeParse(body.status);
    if (status.success) return { orderID: body.orderID, status: status.data, confirmUnpaid: body.confirmUnpaid === true };
    // SPEC's own words, whole: an issue on the body itself is not prefixed with a field name.
    context.addIssue({ code: 'custom', message: 'select status', path: [] });
    return z.NEVER;
  })));
export type UpdateOrderStatusBody = z.input<typeof updateOrderStatusBody>;

/** An order as the back office sees it: the customer's view plus whose it is. */
export interface AdminOrder extends Order {
  userId: string;
}

/** A successful payment for an order another payment had already paid: the customer is owed it back. */
export interface DuplicatePaymentView {
  reference: string;
  /** Kobo. */
  amount: number;
  currency: string;
  paidAt: string | null;
  recordedAt: string;
  /** Where the automatic full refund through Pay stands. */
  refund: 'pending' | 'refunded' | 'failed';
  refundNote: string;
}

/** `POST /admin/order/fetch-order-byID`: the order with any duplicate payments (oldest first). */
export interface AdminOrderDetail extends AdminOrder {
  duplicatePayments: DuplicatePaymentView[];
}

/** `GET /admin/order/fetch-remake-requests?status=&orderID=&page=`: one status (open unless named), optionally of one order. */
export const fetchRemakeRequestsQuery = /* @__PURE__ */ z.pure(() => z.extend(adminPageQuery, {
  status: z._default(z.enum(remakeStatuses, { error: `status must be one of ${remakeStatuses.join(', ')}` }), 'open'),
  orderID: z.optional(orderIdSchema),
}));
export type FetchRemakeRequestsQuery = z.input<typeof fetchRemakeRequestsQuery>;

const requestIdSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'requestId is required' }).check(z.trim(), z.minLength(1, 'requestId is required'), z.maxLength(64, 'requestId is not valid')));

/** `POST /admin/order/accept-remake`: makes the item again at no charge, as a new pending order. */
export const acceptRemakeBody = /* @__PURE__ */ z.pure(() => z.object({ orderID: orderIdSchema, requestId: requestIdSchema }));
export type AcceptRemakeBody = z.input<typeof acceptRemakeBody>;

/** `POST /admin/order/decline-remake`: the reason is sent to the customer. */
export const declineRemakeBody = /* @__PURE__ */ z.pure(() => z.object({ orderID: orderIdSchema, requestId: requestIdSchema, reason: requiredText('reason', 1000) }));
export type DeclineRemakeBody = z.input<typeof declineRemakeBody>;

/** A remake request as the back office sees it: whose, and the item's measurements as ordered beside the corrected ones. */
export interface AdminRemakeRequest extends RemakeRequest {
  userId: string;
  orderedMeasurement: MeasurementSnapshot;
  correctedMeasurement: Partial<Record<MeasureName, number>> | null;
}

/** `data` of accept-remake: the request, now accepted, and the free order made from it. */
export interface AcceptedRemake {
  request: AdminRemakeRequest;
  remakeOrder: AdminOrder;
}

const idempotencyKeySchema = /* @__PURE__ */ z.pure(() => z.pipe(z.string({ error: 'idempotencyKey is required' }).check(z.trim(), z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'idempotencyKey must be a UUID')), z.transform((key) => key.toLowerCase())));

const koboAmount = (name: string) =>
  z.number({ error: `${name} must be a number of kobo` }).check(z.int(`${name} must be a whole number of kobo`), z.gte(1, `${name} must be more than 0`), z.lte(1_000_000_000_00, `${name} is too large`));

/** `POST /order/cancel-order`: the customer's own unpaid order. */
export const cancelOrderBody = orderIdBody;

/** `POST /admin/order/cancel-order`: an unpaid order, with the reason the customer is told. */
export const adminCancelOrderBody = /* @__PURE__ */ z.pure(() => z.object({ orderID: orderIdSchema, reason: requiredText('reason', 500) }));
export type AdminCancelOrderBody = z.input<typeof adminCancelOrderBody>;

/** `POST /admin/order/refund-order`: kobo back to the customer through Pay; `cancel` also cancels the order. */
export const refundOrderBody = /* @__PURE__ */ z.pure(() => z.object({
  orderID: orderIdSchema,
  amount: koboAmount('amount'),
  reason: requiredText('reason', 500),
  cancel: z.optional(z.boolean({ error: 'cancel must be true or false' })),
  idempotencyKey: idempotencyKeySchema,
}));
export type RefundOrderBody = z.input<typeof refundOrderBody>;

/** `POST /admin/order/settle-remake`: a remake request settled in money instead of a remake. */
export const settleRemakeBody = /* @__PURE__ */ z.pure(() => z.object({
    orderID: orderIdSchema,
    requestId: requestIdSchema,
    outcome: z.enum(['partial_refund', 'full_refund'], { error: 'outcome must be partial_refund or full_refund' }),
    amount: z.optional(koboAmount('amount')),
    garmentReturned: z.optional(z.boolean({ error: 'garmentReturned must be true or false' })),
    note: requiredText('note', 1000),
    idempotencyKey: idempotencyKeySchema,
  }).check(z.refine((body) => body.outcome !== 'partial_refund' || body.amount !== undefined, { message: 'A partial refund needs an amount', path: ['amount'] }), z.refine((body) => body.outcome !== 'full_refund' || body.garmentReturned === true, { message: 'A full refund needs the garment returned first', path: ['garmentReturned'] })));
export type SettleRemakeBody = z.input<typeof settleRemakeBody>;

/** `data` of settle-remake: the settled request and the order with its new refund. */
export interface SettledRemake {
  request: AdminRemakeRequest;
  order: AdminOrderDetail;
}

/** `GET /admin/order/export-orders?status=&payment=&q=`: the filters of fetch-all-orders, every page. */
export const exportOrdersQuery = /* @__PURE__ */ z.pure(() => z.omit(fetchAllOrdersQuery, { page: true }));
export type ExportOrdersQuery = z.input<typeof exportOrdersQuery>;
