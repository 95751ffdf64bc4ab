import { Entity, type EntityItem } from '../../lib/data';
import { perMeasure } from '../domain/measures';
import { entityConfig } from './table';

/** Every measure is an optional number of inches; the names come from the one table in `measures.ts`. */
const measure = { type: 'number', required: false } as const;

/** One named set of body measurements (inches), in the customer's partition. */
export const MeasurementSet = new Entity(
  {
    model: { entity: 'measurementSet', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      measurementId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      ...perMeasure(() => measure),
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['measurementId'] },
      },
    },
  },
  entityConfig,
);

export type MeasurementSetItem = EntityItem<typeof MeasurementSet>;
