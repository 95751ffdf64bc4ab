import * as z from '../../lib/zod';
import { measurementsInput } from '../measurement/contract';
import { requiredText } from '../shared/contract';
import { maxOrderLines, orderIdSchema } from './contract';

/**
 * The customer's remake request, apart from the order schemas: it is the one order body that carries
 * measurements, so the other order routes do not build the measurement schemas at cold start. Pure (zod only).
 */

/** `POST /order/request-remake`: which item (its index in `orderItems`), why, and optionally corrected measures. */
export const requestRemakeBody = /* @__PURE__ */ z.pure(() => z.object({
  orderID: orderIdSchema,
  itemIndex: z.number({ error: 'itemIndex must be a number' }).check(z.int('itemIndex must be a whole number'), z.gte(0, 'itemIndex is not valid'), z.lte(maxOrderLines, 'itemIndex is not valid')),
  reason: requiredText('reason', 1000),
  measurements: z.optional(z.partial(measurementsInput, { name: true })),
}));
export type RequestRemakeBody = z.input<typeof requestRemakeBody>;
