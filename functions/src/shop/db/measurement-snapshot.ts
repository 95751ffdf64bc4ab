import { perMeasure } from '../domain/measures';

const measure = { type: 'number', required: false } as const;

/** Every measure as an optional number of inches (the attribute shape entities share). */
export const measureAttributes = perMeasure(() => measure);

/** A measurement set frozen into an order: every measure, its name, and when the set was taken. */
export const measurementSnapshotAttribute = {
  type: 'map',
  required: true,
  properties: {
    measurementId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    takenAt: { type: 'string', required: true },
    ...measureAttributes,
  },
} as const;
