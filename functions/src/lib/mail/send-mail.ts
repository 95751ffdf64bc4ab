import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { requireEnv } from '../env/env';

const ses = new SESv2Client({});
const mailFrom = requireEnv('MAIL_FROM');

/** One e-mail, always with a plain-text part beside the HTML. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for the HTML part: server and customer text is never written as markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Sends through SES (aws-ses-v2-local in the local stack) from the configured sender (`MAIL_FROM`). */
export async function sendMail(to: string, mail: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: mailFrom,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
