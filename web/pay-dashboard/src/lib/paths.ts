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
  developers: '/developers',
  team: '/team',
  subscriptions: '/subscriptions',
  subscription: (code: string) => `/subscriptions/${encodeURIComponent(code)}`,
  subaccounts: '/subaccounts',
  newSubaccount: '/subaccounts/new',
  subaccount: (code: string) => `/subaccounts/${encodeURIComponent(code)}`,
  editSubaccount: (code: string) => `/subaccounts/${encodeURIComponent(code)}/edit`,
} as const;
