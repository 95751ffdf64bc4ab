import type { Mail } from '../../lib/mail/mail-content';
import type { ShopWrite, ShopWriters } from '../db/transaction';

/**
 * Queues an order e-mail as one write of the transaction that stores the change it reports: the mail outbox
 * consumer sends it once that transaction went through, retrying while SES fails, and never when it did not.
 * `mailId` is the event's id (the in-app notification's), so an event queues one mail however often it is retried.
 */
export function queueMail(writers: ShopWriters, mailId: string, to: string, mail: Mail, at: string): ShopWrite {
  return writers.outboxMail.create({ mailId, to, subject: mail.subject, text: mail.text, html: mail.html, dueAt: at, attempts: 0, created_at: at }).commit();
}
