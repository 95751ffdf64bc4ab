import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from './table';

const measure = { type: 'number', required: false } as const;

/** One named set of body measurements (inches), in the customer's partition. */
export const MeasurementSet = new Entity(
  {
    model: { entity: 'measurementSet', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      measurementId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      shoulder: measure,
      sleeve: measure,
      roundSleeve: measure,
      chest: measure,
      tommy: measure,
      topLength: measure,
      neck: measure,
      waist: measure,
      laps: measure,
      knee: measure,
      trouserLength: measure,
      capSize: measure,
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
