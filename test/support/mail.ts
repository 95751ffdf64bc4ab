import type { DevMail } from '../../infra/local/gateway/dev-mail';
import { shopUrl } from './stack';

export type { DevMail };

/** The mails the stack sent to `to` (case-insensitive), newest first, from `/__dev/mail`. */
export async function readMails(to: string): Promise<DevMail[]> {
  const response = await fetch(`${shopUrl()}/__dev/mail?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/__dev/mail answered ${response.status}`);
  const body = (await response.json()) as { success: number; data: DevMail[] };
  return body.data;
}

/** Waits for a mail to `to` that matches (e.g. a subject), newest first. */
export async function waitForMail(to: string, matches: (mail: DevMail) => boolean = () => true, timeoutMs = 10_000): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readMails(to)).find(matches);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No matching mail to ${to} within ${timeoutMs} ms`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

/** The first 6-digit code in a mail's text (sign-up and recovery codes). */
export function codeIn(mail: DevMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text || mail.html);
  if (!match?.[1]) throw new Error(`No 6-digit code in mail "${mail.subject}"`);
  return match[1];
}
