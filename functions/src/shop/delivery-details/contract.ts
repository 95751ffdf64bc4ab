import * as z from 'zod';
import { itemIdSchema, phoneSchema, requiredText } from '../shared/contract';

/** Shapes of the delivery-details routes, shared with the browser. Every route acts on the signed-in customer. */
export const deliveryDetailsInput = z.object({
  name: requiredText('Contact name', 80),
  phone: phoneSchema,
  address: requiredText('Address', 200),
  country: requiredText('Country', 60).default('Nigeria'),
  state: requiredText('State', 60),
  city: requiredText('City', 60),
  default: z.boolean({ error: 'default must be true or false' }).default(false),
});
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
export const addDeliveryDetailsBody = z.object({ deliveryDetails: deliveryDetailsInput });
/** `POST /order/update-delivery-details` */
export const updateDeliveryDetailsBody = z.object({ id: itemIdSchema, deliveryDetails: deliveryDetailsInput });
