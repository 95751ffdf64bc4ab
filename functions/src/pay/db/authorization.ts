import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * A card that paid once, as a reusable authorization: what a merchant charges again with
 * `charge_authorization`, and (when the customer ticked "save") what Pay's vault lists for that e-mail.
 * Never the number or the CVV.
 */
export const Authorization = new Entity(
  {
    model: { entity: 'authorization', version: '1', service: 'pay' },
    attributes: {
      authorizationCode: { type: 'string', required: true },
      merchantId: { type: 'string', required: true },
      email: { type: 'string', required: true },
      bin: { type: 'string', required: true },
      last4: { type: 'string', required: true },
      brand: { type: 'string', required: true },
      expMonth: { type: 'string', required: true },
      expYear: { type: 'string', required: true },
      reusable: { type: 'boolean', required: true, default: true },
      /** Saved to the customer's Pay-wide vault. */
      inVault: { type: 'boolean', required: true, default: false },
      createdAt: { type: 'string', required: true },
      /** Same card, same signature, across this merchant's customers (`shared/card-signature.ts`). */
      signature: { type: 'string' },
      bank: { type: 'string' },
      countryCode: { type: 'string' },
      accountName: { type: 'string' },
      customerCode: { type: 'string' },
      /**
       * When the merchant deactivated it (`POST /customer/deactivate_authorization`): the card is forgotten for
       * good, `charge_authorization` and the vault refuse it (`reusable` and `inVault` are cleared in the same write).
       */
      deactivatedAt: { type: 'string' },
    },
    indexes: {
      byCode: { pk: { field: 'pk', composite: ['authorizationCode'] }, sk: { field: 'sk', composite: [] } },
      byEmail: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['email'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type AuthorizationItem = EntityItem<typeof Authorization>;
