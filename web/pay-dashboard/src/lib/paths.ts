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
} as const;
