import { addressOf, escapeHtml, renderMailPage, selectMails } from './dev-mail';

const email = (to: string[], subject: string, at: number) => ({
  messageId: subject,
  from: 'no-reply@aso.test',
  destination: { to, cc: [], bcc: [] },
  subject,
  body: { text: `text of ${subject}`, html: `<p>${subject}</p>` },
  at,
});

describe('selectMails', () => {
  test('It should match the recipient case-insensitively, including display-name addresses', () => {
    const mails = selectMails([email(['Ada <ADA@Example.com>'], 'one', 10), email(['other@example.com'], 'two', 11)], 'ada@example.COM');

    expect(mails.map((mail) => mail.subject)).toEqual(['one']);
  });

  test('It should list newest first, keeping send order within one second reversed', () => {
    const mails = selectMails([email(['a@x.io'], 'first', 10), email(['a@x.io'], 'second', 10), email(['a@x.io'], 'third', 12)], 'a@x.io');

    expect(mails.map((mail) => mail.subject)).toEqual(['third', 'second', 'first']);
  });

  test('It should give ISO-8601 dates and the documented fields', () => {
    const [mail] = selectMails([email(['a@x.io'], 'one', 1700000000)], undefined);

    expect(mail).toEqual({ to: 'a@x.io', subject: 'one', text: 'text of one', html: '<p>one</p>', date: '2023-11-14T22:13:20.000Z' });
  });
});

describe('renderMailPage', () => {
  test('It should escape every value, including the HTML body it frames', () => {
    const page = renderMailPage([{ to: '<b>x</b>@x.io', subject: '<script>alert(1)</script>', text: '"quoted" & <tag>', html: '<img src=x onerror=alert(1)>', date: '2026-01-01T00:00:00.000Z' }], '"><script>');

    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('srcdoc="&lt;img src=x onerror=alert(1)&gt;"');
    expect(page).toContain('<iframe sandbox');
  });

  test('It should say when there is no mail', () => {
    expect(renderMailPage([], undefined)).toContain('No mail yet.');
  });
});

test('addressOf and escapeHtml handle the plain cases', () => {
  expect(addressOf(' Someone@Example.com ')).toBe('someone@example.com');
  expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
});
