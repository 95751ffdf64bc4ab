import { randomUUID } from 'node:crypto';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { earliestTime } from '../../lib/db/due-range';
import { logger } from '../../lib/http/logger';
import { sendMail } from '../../lib/mail/send-mail';
import { OutboxMail, type OutboxMailItem } from '../db/outbox-mail';

/** How long a consumer holds a mail it took; one that dies meanwhile leaves it to be taken over after this. */
export const mailLeaseMs = 60_000;
/** The wait before each next try after SES failed; after the last, the mail is given up (and logged as an error). */
export const mailRetryDelaysMs = [30_000, 120_000, 600_000, 1_800_000, 7_200_000] as const;

export type MailOutcome = 'sent' | 'retrying' | 'abandoned' | 'skipped';

/** Takes a due mail for this consumer if it is still exactly as read; false when another consumer took it first. */
async function claim(mail: OutboxMailItem, claimToken: string, now: Date): Promise<boolean> {
  try {
    await OutboxMail.patch({ mailId: mail.mailId })
      .set({ dueAt: new Date(now.getTime() + mailLeaseMs).toISOString(), claimToken })
      .where(({ dueAt }, { eq }) => eq(dueAt, mail.dueAt))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Removes a mail this consumer still holds; a lease lost meanwhile leaves it to its new holder. */
async function release(mailId: string, claimToken: string): Promise<void> {
  try {
    await OutboxMail.delete({ mailId }).where(({ claimToken: holder }, { eq }) => eq(holder, claimToken)).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Sends one queued mail. Safe to run any number of times, by any number of consumers (a stream record replayed,
 * the sweep meeting a mail the stream already handed over): the mail is taken by one consumer at a time and
 * deleted once SES has it. When SES fails it waits for its next try (`mailRetryDelaysMs`); a consumer that dies
 * after SES took the mail but before deleting it leaves it to be sent again once its lease ends, the one case
 * in which a customer may get a mail twice.
 */
export async function sendOutboxMail(mailId: string, now = new Date()): Promise<MailOutcome> {
  const { data: mail } = await OutboxMail.get({ mailId }).go({ consistent: true });
  if (!mail || Date.parse(mail.dueAt) > now.getTime()) return 'skipped';
  const claimToken = randomUUID();
  if (!(await claim(mail, claimToken, now))) return 'skipped';
  try {
    await sendMail(mail.to, mail);
  } catch (error) {
    const attempts = mail.attempts + 1;
    const delay = mailRetryDelaysMs[attempts - 1];
    if (delay === undefined) {
      logger.error('An order e-mail could not be sent and is given up', { mailId, attempts, error });
      await release(mailId, claimToken);
      return 'abandoned';
    }
    logger.warn('An order e-mail could not be sent; it is tried again later', { mailId, attempts, error });
    try {
      await OutboxMail.patch({ mailId })
        .set({ attempts, dueAt: new Date(Date.now() + delay).toISOString() })
        .remove(['claimToken'])
        .where(({ claimToken: holder }, { eq }) => eq(holder, claimToken))
        .go({ response: 'none' });
    } catch (failure) {
      if (!isConditionFailure(failure)) throw failure;
    }
    return 'retrying';
  }
  await release(mailId, claimToken);
  return 'sent';
}

/** How many mails one sweep takes; more wait for the next sweep. */
const sweepLimit = 50;

/**
 * The sweep: every queued mail that is due (one the stream missed, one waiting for its next try, one whose
 * consumer died), oldest first, with one query of the `due` index, never a scan. The index's partition also holds
 * the audit log and the categories, so the range is bounded at both ends (`earliestTime`).
 */
export async function sendDueMails(now = new Date()): Promise<Record<MailOutcome, number>> {
  const counts: Record<MailOutcome, number> = { sent: 0, retrying: 0, abandoned: 0, skipped: 0 };
  const { data } = await OutboxMail.query.due({}).between({ dueAt: earliestTime }, { dueAt: now.toISOString() }).go({ limit: sweepLimit });
  for (const mail of data) counts[await sendOutboxMail(mail.mailId, now)] += 1;
  return counts;
}
