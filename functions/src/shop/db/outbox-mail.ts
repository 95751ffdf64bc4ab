import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * An order e-mail waiting to be sent: written in the same transaction as the change it reports (the order paid,
 * cancelled, moved on), so the mail goes out exactly when the change is stored, and sent by the mail outbox
 * consumer (`shop/mail/send-outbox-mails.ts`), which deletes it once SES has taken it. Its id is the event's,
 * as the in-app notification's (`{orderID}.paid`), so the same event never queues two mails.
 *
 * `due` holds every waiting mail by `dueAt`: a new mail's creation time, a held one's lease end, a failed
 * one's next try; the consumer's sweep reads it with one query, never a scan.
 */
export const OutboxMail = new Entity(
  {
    model: { entity: 'outboxMail', version: '1', service: 'shop' },
    attributes: {
      mailId: { type: 'string', required: true },
      to: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      text: { type: 'string', required: true },
      html: { type: 'string', required: true },
      dueAt: { type: 'string', required: true },
      /** Sends tried and failed so far. */
      attempts: { type: 'number', required: true, default: 0 },
      /** The consumer holding the mail while it sends; another may take it over once `dueAt` (its lease) has passed. */
      claimToken: { type: 'string' },
      created_at: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['mailId'] }, sk: { field: 'sk', composite: [] } },
      due: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['dueAt', 'mailId'] } },
    },
  },
  entityConfig,
);

export type OutboxMailItem = EntityItem<typeof OutboxMail>;
