/**
 * Every route of the SPA in one place (STYLE §7): `path` is what the router matches, `getHref` builds a
 * link. Nothing else in the app writes a route string by hand.
 */
export const settingsSections = ['profile', 'security', 'measurements', 'orders', 'inbox'] as const;
export type SettingsSection = (typeof settingsSections)[number];


function withQuery(base: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  products: {
    path: '/products/:category',
    /** `category` is a category name, or `all`; `q` is a search term. */
    getHref: (category = 'all', query: { q?: string; sort?: string } = {}) =>
      withQuery(`/products/${encodeURIComponent(category)}`, query),
  },
  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  about: { path: '/about', getHref: () => '/about' },
  menu: { path: '/menu', getHref: () => '/menu' },
  register: { path: '/register', getHref: () => '/register' },
  signupOtp: { path: '/signup-otp', getHref: () => '/signup-otp' },
  login: {
    path: '/login',
    /** `redirect` is a same-origin path the login page returns to after sign-in. */
    getHref: (redirect?: string) => withQuery('/login', { redirect }),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** Where Cognito's hosted UI returns after Google sign-in (the app client's callback URL, `infra/lib/shop/identity.ts`). */
  googleCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  order: { path: '/order', getHref: () => '/order' },
  orders: { path: '/orders', getHref: () => '/orders' },
  orderDetails: { path: '/orders/:orderID', getHref: (orderID: string) => `/orders/${encodeURIComponent(orderID)}` },
  inbox: { path: '/inbox', getHref: () => '/inbox' },
  settings: { path: '/settings', getHref: () => '/settings/profile' },
  settingsSection: {
    path: '/settings/:section',
    getHref: (section: SettingsSection) => `/settings/${section}`,
  },
  admin: { path: '/admin/*', getHref: () => '/admin/dashboard' },
} as const;

/** The query parameter that opens the product detail panel on any storefront page. */
/** The id of the products on the home and category pages, which the layout's "Skip to products" link targets. */
export const productsAnchor = 'products';

export const productPanelParam = 'product';
