import * as z from '../../lib/zod';
import { nigerianStateKeys, stateKey } from '../domain/nigerian-states';
import { itemIdSchema, phoneSchema, requiredText } from '../shared/contract';

/** The one list of states the customer forms offer (web/src/lib/nigerian-states.ts reads it from here). */
export { nigerianStates } from '../domain/nigerian-states';

const knownStates = new Set(nigerianStateKeys);

/** A Nigerian address names one of the 36 states or the FCT (however it is written: 'Abuja', 'lagos state'). */
export function isNigerianState(state: string): boolean {
  return knownStates.has(stateKey(state));
}

/** Shapes of the delivery-details routes, shared with the browser. Every route acts on the signed-in customer. */
export const deliveryDetailsInput = /* @__PURE__ */ z.pure(() => z.object({
    name: requiredText('Contact name', 80, 'Enter the name of the person who receives the order'),
    phone: phoneSchema,
    address: requiredText('Address', 200, 'Enter the street address'),
    country: z._default(requiredText('Country', 60, 'Enter the country'), 'Nigeria'),
    state: requiredText('State', 60, 'Choose the state'),
    city: requiredText('City', 60, 'Enter the city or town'),
    default: z._default(z.boolean({ error: 'default must be true or false' }), false),
  }).check(z.superRefine((details, context) => {
    if (details.country.toLowerCase() === 'nigeria' && details.state !== '' && !isNigerianState(details.state)) {
      context.addIssue({ code: 'custom', path: ['state'], message: 'Choose one of the 36 states or the FCT' });
    }
  })));
export type DeliveryDetailsInput = z.input<typeof deliveryDetailsInput>;

export interface DeliveryDetails {
  id: string;
  name: string;
  phone: string;
  address: string;
  country: string;
  state: string;
  city: string;
  default: boolean;
}

/** `POST /order/add-delivery-details` */
export const addDeliveryDetailsBody = /* @__PURE__ */ z.pure(() => z.object({ deliveryDetails: deliveryDetailsInput }));
/** `POST /order/update-delivery-details` */
export const updateDeliveryDetailsBody = /* @__PURE__ */ z.pure(() => z.object({ id: itemIdSchema, deliveryDetails: deliveryDetailsInput }));
