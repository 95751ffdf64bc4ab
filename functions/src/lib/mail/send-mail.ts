import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { requireEnv } from '../env/env';
import type { Mail } from './mail-content';

let ses: SESv2Client | undefined;

/** Sends through SES (SESv2 `SendEmail`) from the configured sender (`MAIL_FROM`, read on use). */
export async function sendMail(to: string, mail: Mail): Promise<void> {
  const from = requireEnv('MAIL_FROM');
  // Loaded on use: the many routes that import a mailing service but never send carry no SES call.
  const { SendEmailCommand, SESv2Client } = await import('@aws-sdk/client-sesv2');
  ses ??= new SESv2Client({});
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
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
