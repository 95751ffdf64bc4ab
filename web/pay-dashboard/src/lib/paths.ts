/** The dashboard's routes, relative to its basename `/dashboard`. */
export const dashboardPaths = {
  overview: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  welcome: '/welcome',
  acceptInvite: '/accept',
  twoFactor: '/two-factor',
  transactions: '/transactions',
  transaction: (id: number | string) => `/transactions/${encodeURIComponent(String(id))}`,
  // Customers and plans (issue 23, item 3).
  customers: '/customers',
  newCustomer: '/customers/new',
  customer: (code: string) => `/customers/${encodeURIComponent(code)}`,
  editCustomer: (code: string) => `/customers/${encodeURIComponent(code)}/edit`,
  plans: '/plans',
  newPlan: '/plans/new',
  plan: (code: string) => `/plans/${encodeURIComponent(code)}`,
  editPlan: (code: string) => `/plans/${encodeURIComponent(code)}/edit`,
  developers: '/developers',
  team: '/team',
} as const;
