import path from 'node:path';
import type { HttpRouteHandler, RouteSchemas } from '../../../functions/src/lib/http/http-route';
import type { RouteEntry } from '../../../functions/src/lib/http/route-entry';
import { routes as payRoutes } from '../../../functions/src/pay/routes';
import { routes as shopRoutes } from '../../../functions/src/shop/routes';
import { cardBody, createTestMerchant, pay } from '../../api/pay-helpers';
import { seededAdminToken } from '../admin';
import { api } from '../api-client';
import { catalog, orderBody, placed, registerShopper } from '../orders';
import { staffSession } from '../pay-staff';
import { payUrl, shopUrl } from '../stack';
import { fuzzExamples } from './fuzz-examples';
import { forgedCursors } from './hostile-values';
import type { RouteInputs } from './route-requests';
import { jsonSchemaOf, type Hints } from './schema-arbitrary';

/**
 * What the route fuzz needs before it starts: callers of every kind (a fresh customer, the seeded admin, a
 * fresh merchant's keys), objects they own to name in requests, and each route's input schemas.
 * Hints name only the fuzz's own objects, never the seeded catalogue or accounts other tests rely on.
 */

export type Product = 'shop' | 'pay';

export interface FuzzRoute {
  product: Product;
  entry: RouteEntry;
  key: string;
  inputs: RouteInputs;
}

export interface FuzzCallers {
  customer: string;
  admin: string;
  merchantPublic: string;
  merchantSecret: string;
  /** A Pay dashboard owner (two-factor on) of the same merchant. */
  merchantStaff: string;
}

export interface FuzzFixture {
  callers: FuzzCallers;
  hints: Record<Product, Hints>;
  /** Valid bodies of some routes (see fuzz-examples.ts), keyed `product METHOD path`. */
  examples: Record<string, unknown>;
  /** Cursors sent to every route that pages by cursor (`forgedCursors`, from two real listings' cursors). */
  forgedCursors: string[];
}

/**
 * Drops pooled keep-alive sockets the gateways have closed meanwhile (they keep idle sockets 5 s): fetch does
 * not retry a POST sent on such a socket ("other side closed"), so the fixture's first calls go after these.
 */
async function dropStaleSockets(): Promise<void> {
  for (const url of [`${shopUrl()}/api/v1/health`, `${payUrl()}/health`]) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await fetch(url).catch(() => undefined);
      if (answer) {
        await answer.arrayBuffer();
        break;
      }
    }
  }
}

export async function fuzzFixture(): Promise<FuzzFixture> {
  await dropStaleSockets();
  const [shopper, admin, merchant] = await Promise.all([registerShopper('fuzz'), seededAdminToken(), createTestMerchant({ name: 'Fuzz merchant' })]);
  // The dashboard's caller: an owner (two-factor on, so every staff route lets them in) of the same merchant.
  const staff = await staffSession(merchant.merchant.merchantId, 'owner');
  const product = (await catalog(1))[0];
  if (!product) throw new Error('The seeded catalog is empty');
  const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
  // A completed order, so remake requests get past "only a completed order".
  const completed = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
  const completing = await api('/admin/order/update-order-status', { token: admin, body: { orderID: completed.orderID, status: 'completed', confirmUnpaid: true } });
  if (completing.status !== 200) throw new Error(`update-order-status answered ${completing.status}: ${completing.body.message}`);
  const started = await pay<{ id: number; access_code: string; reference: string }>('/checkout/request_inline', {
    key: merchant.publicKey,
    body: { key: merchant.publicKey, email: 'fuzz-payer@example.com', amount: 250000 },
  });
  if (started.status !== 200) throw new Error(`request_inline answered ${started.status}: ${started.body.message}`);
  // A second, paid transaction gives charge_authorization a real authorization code.
  const paid = await pay<{ access_code: string; reference: string }>('/checkout/request_inline', {
    key: merchant.publicKey,
    body: { key: merchant.publicKey, email: 'fuzz-payer@example.com', amount: 250000 },
  });
  await pay('/checkout/charge/card', { body: cardBody(paid.body.data.access_code, '4084084084084081') });
  const verified = await pay<{ authorization?: { authorization_code: string } }>(`/transaction/verify/${paid.body.data.reference}`, { key: merchant.secretKey });
  const transaction = started.body.data;
  const [products, orders] = await Promise.all([
    api<unknown[]>('/product/fetch-all-products?limit=1'),
    api<unknown[]>('/order/fetch-my-orders?limit=1', { token: shopper.token }),
  ]);
  const genuine = [products.body.next, orders.body.next].filter((cursor): cursor is string => typeof cursor === 'string');
  if (genuine.length !== 2) throw new Error('The fuzz fixture found no next-page cursor on the catalogue or its own orders');
  const authorizationCode = verified.body.data.authorization?.authorization_code;
  return {
    callers: { customer: shopper.token, admin, merchantPublic: merchant.publicKey, merchantSecret: merchant.secretKey, merchantStaff: staff.accessToken },
    hints: {
      shop: {
        id: [shopper.addressId, shopper.measurementId],
        orderID: [order.orderID, completed.orderID],
        deliveryDetailsId: [shopper.addressId],
        measurementId: [shopper.measurementId],
        productId: [product.id],
      },
      pay: {
        key: [merchant.publicKey],
        access_code: [transaction.access_code],
        code: [transaction.access_code],
        id: [String(transaction.id)],
        transaction: [String(transaction.id)],
        reference: [transaction.reference, paid.body.data.reference],
        authorization_code: authorizationCode ? [authorizationCode] : [],
        email: ['fuzz-payer@example.com'],
      },
    },
    examples: fuzzExamples({
      email: shopper.email,
      orderID: order.orderID,
      completedOrderID: completed.orderID,
      addressId: shopper.addressId,
      measurementId: shopper.measurementId,
      productId: product.id,
      accessCode: transaction.access_code,
      transactionId: String(transaction.id),
      authorizationCode,
      publicKey: merchant.publicKey,
    }),
    forgedCursors: forgedCursors(genuine),
  };
}

/** Handlers read their environment when loaded: harmless values while they load, then the caller's back. */
const loadEnv: Record<string, string> = {
  TABLE_NAME: 'fuzz-schemas-only',
  IMAGES_BUCKET: 'fuzz-schemas-only',
  MAIL_FROM: 'shop@example.com',
  USER_POOL_ID: 'eu-west-1_Fuzz0001',
  USER_POOL_CLIENT_ID: 'fuzz',
  OTP_SECRET: 'fuzz-schemas-only',
};

async function schemasOf(entry: RouteEntry): Promise<RouteSchemas> {
  const file = path.join(process.cwd(), 'functions', 'src', entry.handler);
  const module = (await import(file)) as { handler?: Partial<HttpRouteHandler> };
  const schemas = module.handler?.schemas;
  if (!schemas) throw new Error(`${entry.handler} exports no handler built by httpRoute (no schemas to fuzz from)`);
  return schemas;
}

/**
 * Every route of both tables with its input schemas as JSON Schema. Load it after `fuzzFixture`: the fixture's
 * merchant service binds the shared document client to the test stack when it is first loaded.
 */
export async function fuzzRoutes(): Promise<FuzzRoute[]> {
  const saved = Object.fromEntries(Object.keys(loadEnv).map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(loadEnv)) process.env[name] ??= value;
  try {
    const tables: [Product, readonly RouteEntry[]][] = [
      ['shop', shopRoutes],
      ['pay', payRoutes],
    ];
    const rows: FuzzRoute[] = [];
    for (const [product, entries] of tables) {
      for (const entry of entries) {
        const schemas = await schemasOf(entry);
        const inputs: RouteInputs = { bodyEncoding: schemas.bodyEncoding };
        if (schemas.body) inputs.body = jsonSchemaOf(schemas.body);
        if (schemas.query) inputs.query = jsonSchemaOf(schemas.query);
        if (schemas.params) inputs.params = jsonSchemaOf(schemas.params);
        rows.push({ product, entry, key: `${product} ${entry.method} ${entry.path}`, inputs });
      }
    }
    return rows;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
