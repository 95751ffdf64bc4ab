/**
 * `/__dev/mail` (local only): the mails aws-ses-v2-local received, read from its `/store` API.
 */

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO-8601 */
  date: string;
}

interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** `Name <a@b.c>` → `a@b.c`, lower-cased. */
export function addressOf(recipient: string): string {
  const angle = /<([^>]+)>/.exec(recipient);
  return (angle?.[1] ?? recipient).trim().toLowerCase();
}

/**
 * Newest first; `to` matches any recipient (to, cc, bcc) case-insensitively. The store records seconds, so
 * mails sent within one second keep their send order reversed (the store keeps them in send order).
 */
export function selectMails(emails: readonly StoredEmail[], to: string | undefined): DevMail[] {
  const wanted = to?.trim().toLowerCase();
  return emails
    .map((email, index) => ({ email, index }))
    .filter(({ email }) => {
      if (!wanted) return true;
      const recipients = [...email.destination.to, ...email.destination.cc, ...email.destination.bcc];
      return recipients.some((recipient) => addressOf(recipient) === wanted);
    })
    .sort((a, b) => b.email.at - a.email.at || b.index - a.index)
    .map(({ email }) => ({
      to: email.destination.to.join(', '),
      subject: email.subject,
      text: email.body.text ?? '',
      html: email.body.html ?? '',
      date: new Date(email.at * 1000).toISOString(),
    }));
}

export async function readMails(sesEndpoint: string, to: string | undefined): Promise<DevMail[]> {
  const response = await fetch(`${sesEndpoint}/store`);
  if (!response.ok) throw new Error(`aws-ses-v2-local /store answered ${response.status}`);
  const store = (await response.json()) as { emails: StoredEmail[] };
  return selectMails(store.emails, to);
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A small page listing the mails; every value is escaped and HTML bodies render in a sandboxed frame. */
export function renderMailPage(mails: readonly DevMail[], to: string | undefined): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date)}</time></p>
  ${mail.html ? `<iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>` : ''}
  ${mail.text ? `<details${mail.html ? '' : ' open'}><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mail</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem;color:#1a1a1a}
form{display:flex;gap:.5rem;margin-bottom:1rem}input{flex:1;padding:.4rem}
article{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin-bottom:1rem}
h2{font-size:1.1rem;margin:0}.meta{color:#555;margin:.25rem 0 .5rem}
iframe{width:100%;height:22rem;border:1px solid #ddd}pre{white-space:pre-wrap}
</style>
</head>
<body>
<main>
<h1>Local mail</h1>
<p>Mails the local stack sent through SES, newest first. Local development only.</p>
<form method="get" action="/__dev/mail"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"><button type="submit">Filter</button></form>
${mails.length === 0 ? '<p>No mail yet.</p>' : items}
</main>
</body>
</html>
`;
}
