import { logger } from '../../lib/http/logger';
import type { Mail } from '../../lib/mail/mail-content';
import { sendMail } from '../../lib/mail/send-mail';

/**
 * Sends an order e-mail after the change it reports is stored. A mail that fails is logged, never turned
 * into a failed request: the order is placed or paid either way, and the in-app notification is already written.
 */
export async function mailQuietly(to: string, mail: Mail): Promise<void> {
  try {
    await sendMail(to, mail);
  } catch (error) {
    logger.error('An order e-mail could not be sent', { error });
  }
}
