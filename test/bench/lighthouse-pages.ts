import type { Product } from '../../functions/src/shop/product/contract';
import type { StackState } from '../../infra/local/stack-state';
import type { PageToMeasure } from './lighthouse';

/** Where the dashboard tab keeps its session (`web/pay-dashboard/src/lib/session-store.ts`). */
const dashboardSessionKey = 'pay-dashboard-session';

async function firstProductId(state: StackState): Promise<string> {
  const response = await fetch(`${state.shopUrl}/api/v1/product/fetch-all-products`);
  const body = (await response.json()) as { data?: Pick<Product, 'id'>[] };
  const id = body.data?.[0]?.id;
  if (!response.ok || !id) throw new Error(`The catalogue gave no product to open (HTTP ${response.status})`);
  return id;
}

/**
 * The pages #24 asks Lighthouse to score, signed-out ones first: `/`, `/products/all`, a product panel's deep
 * link, the seeded customer's `/orders` (signed in through the login form), and the Shop merchant's dashboard
 * overview, opened by an owner with two-factor sign-in on (made as the dashboard tests make one).
 */
export async function lighthousePages(state: StackState, data: string): Promise<PageToMeasure[]> {
  process.env.LOCAL_STACK_DATA_DIR = data;
  const [{ merchantService, shopMerchantKeys }, { staffSession }] = await Promise.all([import('../api/pay-helpers'), import('../support/pay-staff')]);
  const { merchantByPublicKey } = await merchantService();
  const merchant = await merchantByPublicKey(shopMerchantKeys().publicKey);
  if (!merchant) throw new Error('The local stack has no Shop merchant in Pay');
  const owner = await staffSession(merchant.merchantId, 'owner');
  const shop = (page: string) => new URL(page, state.shopUrl).href;
  const session = { accessToken: owner.accessToken, refreshToken: 'unused', expiresIn: 3600, expiresAt: Date.now() + 3_600_000 };
  return [
    { name: 'home', url: shop('/'), prepare: { kind: 'none' } },
    { name: 'products', url: shop('/products/all'), prepare: { kind: 'none' } },
    { name: 'product panel', url: shop(`/products/all?product=${encodeURIComponent(await firstProductId(state))}`), prepare: { kind: 'none' } },
    {
      name: 'orders',
      url: shop('/orders'),
      prepare: { kind: 'shopSignIn', loginUrl: shop('/login'), email: state.accounts.customer.email, password: state.accounts.customer.password },
    },
    {
      name: 'dashboard overview',
      url: new URL('/dashboard/', state.payUrl).href,
      prepare: { kind: 'sessionStorage', key: dashboardSessionKey, value: JSON.stringify(session) },
    },
  ];
}
