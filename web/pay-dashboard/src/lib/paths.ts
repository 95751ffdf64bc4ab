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
  // Splits and transfers (issue 23, item 3).
  splits: '/splits',
  newSplit: '/splits/new',
  split: (id: number | string) => `/splits/${encodeURIComponent(String(id))}`,
  transfers: '/transfers',
  newTransfer: '/transfers/new',
  recipients: '/transfers/recipients',
  transfer: (id: number | string) => `/transfers/${encodeURIComponent(String(id))}`,
} as const;
