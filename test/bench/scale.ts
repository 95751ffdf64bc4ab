import type { StackState } from '../../infra/local/stack-state';
import type { UserMe } from '../../functions/src/shop/user/contract';
import { percentile } from './load-runner';
import { seedScale, type ScaleSeedFigure } from './scale-seed';

/** One request's time at one catalog size: p50 (and p90) of `calls` sequential calls after a warm-up. */
export interface RequestTime {
  p50Ms: number;
  p90Ms: number;
  /** Items in the answer's first page, to show the request did the same work at both sizes. */
  items: number;
}

export interface ScaleReport {
  callsPerRequest: number;
  sizes: { small: StageSize; large: StageSize };
  seeding: { small: ScaleSeedFigure; large: ScaleSeedFigure };
  small: Record<string, RequestTime>;
  large: Record<string, RequestTime>;
  /** large p50 / small p50 per request; the goal is at most 1.2. */
  ratio: Record<string, number>;
  note: string;
}

interface StageSize {
  products: number;
  orders: number;
  customers: number;
}

const calls = 25;
const warmUp = 3;
const small: StageSize = { products: 1_000, orders: 500, customers: 50 };
const large: StageSize = { products: 100_000, orders: 50_000, customers: 5_000 };
/** The measured customer's own orders: more than the order list's first page of 20. */
const ownOrders = 25;

interface Probe {
  path: string;
  token?: string;
}

async function timeRequest(shopUrl: string, probe: Probe): Promise<RequestTime> {
  const headers: Record<string, string> = probe.token ? { authorization: `Bearer ${probe.token}` } : {};
  const samples: number[] = [];
  let items = 0;
  for (let call = 0; call < warmUp + calls; call += 1) {
    const started = performance.now();
    const response = await fetch(`${shopUrl}/api/v1${probe.path}`, { headers });
    const body = (await response.json()) as { data?: unknown };
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${probe.path} answered ${response.status}`);
    if (call >= warmUp) samples.push(elapsed);
    items = Array.isArray(body.data) ? body.data.length : 1;
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: percentile(samples, 0.5), p90Ms: percentile(samples, 0.9), items };
}

async function timeAll(shopUrl: string, probes: Record<string, Probe>): Promise<Record<string, RequestTime>> {
  const times: Record<string, RequestTime> = {};
  for (const [name, probe] of Object.entries(probes)) times[name] = await timeRequest(shopUrl, probe);
  return times;
}

async function productCount(shopUrl: string, adminToken: string): Promise<number> {
  const response = await fetch(`${shopUrl}/api/v1/admin/dashboard`, { headers: { authorization: `Bearer ${adminToken}` } });
  const body = (await response.json()) as { data?: { products?: number } };
  return body.data?.products ?? 0;
}

/**
 * Seeds the stack to `small`, times each request, seeds on to `large`, times them again, and reports the
 * ratio. The demo customer (signed in through the user pool) owns `ownOrders` orders among the others.
 */
export async function measureScale(state: StackState, data: string, log: (message: string) => void): Promise<ScaleReport> {
  process.env.LOCAL_STACK_DATA_DIR = data;
  const { accessTokenFor } = await import('../support/tokens');
  const customerToken = await accessTokenFor('customer');
  const adminToken = await accessTokenFor('admin');
  const me = (await (await fetch(`${state.shopUrl}/api/v1/user/me`, { headers: { authorization: `Bearer ${customerToken}` } })).json()) as { data?: UserMe };
  const profile = me.data?.userPublicData;
  if (!profile) throw new Error('The demo customer could not be read');
  const customer = { userId: profile.uuid, name: `${profile.firstName} ${profile.lastName}`, email: profile.email, orders: ownOrders };

  const probes: Record<string, Probe> = {
    catalogFirstPage: { path: '/product/fetch-all-products?limit=12' },
    searchCommonTerm: { path: '/product/fetch-all-products?q=kaftan&limit=6' },
    searchRareTerm: { path: '/product/fetch-all-products?q=owambe&limit=6' },
    categoryPage: { path: '/product/fetch-all-products?category=Agbada&limit=12' },
    myOrders: { path: '/order/fetch-my-orders?limit=20', token: customerToken },
    adminDashboard: { path: '/admin/dashboard', token: adminToken },
  };

  const demoProducts = await productCount(state.shopUrl, adminToken);
  log(`scale: seeding to ${small.products} products and ${small.orders} orders`);
  const seedSmall = await seedScale(state, { ...small, products: small.products - demoProducts, customer }, (message) => log(`scale: ${message}`));
  log(`scale: timing ${Object.keys(probes).length} requests, ${calls} calls each`);
  const smallTimes = await timeAll(state.shopUrl, probes);
  log(`scale: at ${small.products} products ${JSON.stringify(smallTimes)}`);
  log(`scale: seeding on to ${large.products} products and ${large.orders} orders`);
  const seedLarge = await seedScale(state, {
    products: large.products - small.products,
    orders: large.orders - small.orders,
    customers: large.customers - small.customers,
  }, (message) => log(`scale: ${message}`));
  log('scale: timing again');
  const largeTimes = await timeAll(state.shopUrl, probes);
  const ratio: Record<string, number> = {};
  for (const name of Object.keys(probes)) {
    ratio[name] = Math.round(((largeTimes[name]?.p50Ms ?? 0) / Math.max(0.01, smallTimes[name]?.p50Ms ?? 0)) * 100) / 100;
  }
  return {
    callsPerRequest: calls,
    sizes: { small, large },
    seeding: { small: seedSmall, large: seedLarge },
    small: smallTimes,
    large: largeTimes,
    ratio,
    note:
      'Sequential calls through the local gateway (one at a time, after 3 warm-up calls). Products are spread over the demo '
      + `categories, orders over customers with 10 orders each; the demo customer owns ${ownOrders}. The rare search term matches one `
      + 'demo product, the common one a category name.',
  };
}
