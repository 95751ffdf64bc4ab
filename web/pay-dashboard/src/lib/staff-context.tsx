import { createContext, useContext } from 'react';

export type StaffRole = 'owner' | 'developer' | 'support';

/** `GET /dashboard/api/me`: who is signed in, with which role, for which merchant. */
export interface Me {
  staffId: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  merchant: { merchantId: string; name: string; mode: 'test' | 'live' };
}

export const StaffContext = createContext<Me | null>(null);

/** The signed-in staff member; only pages inside the signed-in layout use it. */
export function useStaff(): Me {
  const me = useContext(StaffContext);
  if (!me) throw new Error('useStaff is used outside the signed-in layout');
  return me;
}

/** What each role may do (the API refuses the rest; the navigation hides it). */
export const can = {
  seeKeys: (role: StaffRole) => role === 'owner' || role === 'developer',
  /** A transfer moves money: only owners send one (splits and recipients are `change`). */
  sendTransfers: (role: StaffRole) => role === 'owner',
  refund: (role: StaffRole) => role === 'owner' || role === 'developer',
  manageTeam: (role: StaffRole) => role === 'owner',
  rotateKeys: (role: StaffRole) => role === 'owner',
  /** Create and change the merchant's objects (subaccounts, subscriptions' status): support only reads them. */
  change: (role: StaffRole) => role === 'owner' || role === 'developer',
};
