/**
 * The twelve measures of a measurement set, defined once: the entity's attributes, the request contract,
 * the web form and the order snapshot are all derived from this table. Pure data: safe for the browser.
 * Ranges are plausible inches; a value outside is almost certainly a typo or centimetres. Guidance is
 * SPEC §5: inches, with a tape, tight fitting; allowances are added in-house.
 */
export const measures = {
  shoulder: { label: 'Shoulder', min: 10, max: 30, guidance: 'From shoulder bone to shoulder bone.' },
  sleeve: { label: 'Sleeve', min: 10, max: 40, guidance: 'From the shoulder bone down to the wrist.' },
  roundSleeve: { label: 'Round sleeve', min: 5, max: 30, guidance: 'Around the arm muscle just before the elbow; no allowance.' },
  chest: { label: 'Chest', min: 20, max: 70, guidance: 'Around the fullest part of the chest, tight; no allowance.' },
  tommy: { label: 'Tommy', min: 20, max: 80, guidance: 'Around the tummy, tight; no allowance.' },
  topLength: { label: 'Top length', min: 15, max: 60, guidance: 'From the shoulder near the neck down to where the top should end.' },
  neck: { label: 'Neck', min: 10, max: 30, guidance: 'Around the neck, with a fingertip of allowance.' },
  waist: { label: 'Waist', min: 18, max: 80, guidance: 'Around the waist, tight; no allowance.' },
  laps: { label: 'Laps', min: 10, max: 50, guidance: 'Around the fattest part of the thigh, tight; no allowance.' },
  knee: { label: 'Knee', min: 8, max: 40, guidance: 'Around the knee, tight; no allowance.' },
  trouserLength: { label: 'Trouser length', min: 20, max: 60, guidance: 'From the waist down to the ankle, as long as you like it.' },
  capSize: { label: 'Cap size', min: 15, max: 30, guidance: 'Around the head where the cap sits.' },
} as const satisfies Record<string, { label: string; min: number; max: number; guidance: string }>;

export type MeasureName = keyof typeof measures;

/** In form order. */
export const measureNames = Object.keys(measures) as MeasureName[];

/** One value per measure, keyed by name: how the entity's attributes and the zod contract are derived. */
export function perMeasure<T>(value: (name: MeasureName) => T): Record<MeasureName, T> {
  return Object.fromEntries(measureNames.map((name) => [name, value(name)])) as Record<MeasureName, T>;
}

export const measureLabels = perMeasure((name) => measures[name].label);
export const measureGuidance = perMeasure((name) => measures[name].guidance);
export const measureRanges: Record<MeasureName, { min: number; max: number }> = measures;
