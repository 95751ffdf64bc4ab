import { sendDueMails } from '../../functions/src/shop/mail/outbox-sending';
import { pollUntilStopped } from './poll-loop';

/**
 * The local stack's mail outbox consumer: the same sending code as its Lambda, polling the Shop's table every
 * `SHOP_MAIL_POLL_MS` for queued order e-mails that are due (it stands in for both the stream and the schedule).
 */
void pollUntilStopped('Mail outbox', Number(process.env.SHOP_MAIL_POLL_MS ?? 1000), [{ label: 'Mails', sweep: () => sendDueMails() }]).then(() => process.exit(0));
