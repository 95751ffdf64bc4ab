/** The home banner's member discount: this share of the items (not of delivery), in percent. */
export const memberDiscountPercent = 50;

/** How many of a member's paid orders get it ("50% off your first three orders"). */
export const memberDiscountOrders = 3;

/** Where a member stands with the discount (`/user/me`'s `memberDiscount`). */
export interface MemberDiscount {
  percent: number;
  /** Orders the discount covers in all (3). */
  orders: number;
  /** Discounted orders not paid for yet: 3 less the paid ones. */
  left: number;
  /** Which discounted order (1 to 3) the next order would be, or null when it would pay full price. */
  nextOrder: number | null;
}
