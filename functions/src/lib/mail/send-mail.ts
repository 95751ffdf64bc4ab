import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { requireEnv } from '../env/env';
import type { Mail } from './mail-content';


const ses = new SESv2Client({});
const mailFrom = requireEnv('MAIL_FROM');

/** Sends through SES (SESv2 `SendEmail`) from the configured sender (`MAIL_FROM`). */
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
