/**
 * What Pay charges a merchant for one successful transaction, in integer kobo. Pure (no I/O).
 *
 * The default is Paystack's published rule for local (Nigerian) cards: 1.5% of the amount plus ₦100, the ₦100
 * waived for amounts under ₦2,500, the whole fee capped at ₦2,000 (Paystack's Nigerian pricing page,
 * "Local transactions"). A merchant may carry its own schedule (the `fee*` attributes of its item).
 *
 * Rounding: the percentage part is rounded half up to a whole kobo (`floor((amount × bps + 5000) / 10000)`),
 * then the flat part is added, then the cap applies, and a fee never exceeds the amount itself.
 */
export interface FeeSchedule {
  /** The percentage part, in basis points (150 = 1.5%). */
  percentBps: number;
  /** The flat part, in kobo. */
  flat: number;
  /** Amounts (kobo) under this pay no flat part. */
  flatWaivedBelow: number;
  /** The most one transaction pays, in kobo. */
  cap: number;
}

/** Paystack's local-card rule: 1.5% + ₦100 (waived under ₦2,500), capped at ₦2,000. */
export const defaultFeeSchedule: FeeSchedule = { percentBps: 150, flat: 10_000, flatWaivedBelow: 250_000, cap: 200_000 };

export interface FeeBreakdown {
  percentage: number;
  flat: number;
  capped: boolean;
  fees: number;
}

/** The fee of one transaction of `amount` kobo under `schedule`, with how it was made up. */
export function feeBreakdown(amount: number, schedule: FeeSchedule = defaultFeeSchedule): FeeBreakdown {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a whole, non-negative number of kobo: ${amount}`);
  const percentage = Math.floor((amount * schedule.percentBps + 5_000) / 10_000);
  const flat = amount < schedule.flatWaivedBelow ? 0 : schedule.flat;
  const uncapped = percentage + flat;
  const fees = Math.min(uncapped, schedule.cap, amount);
  return { percentage, flat, capped: fees < uncapped, fees };
}

export function computeFees(amount: number, schedule: FeeSchedule = defaultFeeSchedule): number {
  return feeBreakdown(amount, schedule).fees;
}

/** A merchant's schedule: its own values where it has them, Paystack's default for the rest. */
export function scheduleOf(merchant: { feePercentBps?: number | undefined; feeFlat?: number | undefined; feeFlatWaivedBelow?: number | undefined; feeCap?: number | undefined }): FeeSchedule {
  return {
    percentBps: merchant.feePercentBps ?? defaultFeeSchedule.percentBps,
    flat: merchant.feeFlat ?? defaultFeeSchedule.flat,
    flatWaivedBelow: merchant.feeFlatWaivedBelow ?? defaultFeeSchedule.flatWaivedBelow,
    cap: merchant.feeCap ?? defaultFeeSchedule.cap,
  };
}
