import type { DiscountSlotItem } from '../db/discount-slot';
import { discountSlotCount } from '../db/discount-slot';
import { memberDiscountPercent, type MemberDiscount } from '../domain/member-discount';

/** How long an unpaid order keeps its member-discount slot before a new order may take it over. */
export const slotHoldMs = 24 * 60 * 60 * 1000;

export type SlotChoice =
  | { kind: 'free'; slot: number }
  | { kind: 'takeover'; slot: number; fromOrderID: string }
  | { kind: 'none' };

/**
 * Which member-discount slot a new order should claim, from the member's slots as read: the lowest slot
 * never claimed, else the lowest slot whose unpaid holder's hold has run out, else none (three orders are
 * paid or still within their hold). The claim itself is a conditional write, so a stale read only costs a retry.
 */
export function chooseDiscountSlot(slots: readonly DiscountSlotItem[], now: Date): SlotChoice {
  const taken = new Map(slots.map((slot) => [slot.slot, slot]));
  for (let slot = 1; slot <= discountSlotCount; slot += 1) {
    if (!taken.has(slot)) return { kind: 'free', slot };
  }
  const nowIso = now.toISOString();
  for (let slot = 1; slot <= discountSlotCount; slot += 1) {
    const holder = taken.get(slot);
    if (holder && holder.state === 'reserved' && holder.holdUntil < nowIso) return { kind: 'takeover', slot, fromOrderID: holder.orderID };
  }
  return { kind: 'none' };
}

/**
 * Where a member stands, from the same slots and choice an order placed now would make: the discounts not
 * spent by paid orders, and which discounted order (1 to 3) the next one would be.
 */
export function memberDiscountStatus(slots: readonly DiscountSlotItem[], now: Date): MemberDiscount {
  const choice = chooseDiscountSlot(slots, now);
  const used = slots.filter((slot) => slot.state === 'used').length;
  return { percent: memberDiscountPercent, orders: discountSlotCount, left: Math.max(0, discountSlotCount - used), nextOrder: choice.kind === 'none' ? null : choice.slot };
}
