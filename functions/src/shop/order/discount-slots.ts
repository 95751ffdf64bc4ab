import type { DiscountSlotItem } from '../db/discount-slot';
import { discountSlotCount } from '../db/discount-slot';

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
