import * as z from '../../../lib/zod';
import { pagedQuery } from '../../shared/request-fields';

/** Request schemas of the dashboard's webhook routes (`/dashboard/api/webhooks…`). Pure (zod only). */

export const listDeliveriesQuery = /* @__PURE__ */ z.pure(() => pagedQuery({}));
export type ListDeliveriesQuery = z.output<typeof listDeliveriesQuery>;

export const eventIdParams = /* @__PURE__ */ z.pure(() => z.object({
  eventId: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'eventId must be a webhook event id')),
}));
