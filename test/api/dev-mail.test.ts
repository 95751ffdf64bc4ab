import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { localCredentials } from '../../infra/local/local-aws';
import { readMails } from '../support/mail';
import { shopUrl, testStack } from '../support/stack';

async function send(to: string, subject: string): Promise<void> {
  const stack = testStack();
  const ses = new SESv2Client({ endpoint: stack.endpoints.ses, region: stack.region, credentials: localCredentials });
  try {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@aso.test',
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: `Text of ${subject}` }, Html: { Data: `<p>HTML of <b>${subject}</b></p>` } } } },
      }),
    );
  } finally {
    ses.destroy();
  }
}

describe('/__dev/mail', () => {
  const recipient = `Mail.Test.${Date.now()}@Example.com`;

  beforeAll(async () => {
    await send(recipient, 'First <mail>');
    await send(recipient, 'Second mail');
    await send(`someone-else-${Date.now()}@example.com`, 'Not for the recipient');
  });

  test('It should return the mails sent through SESv2 to an address, newest first, matched case-insensitively', async () => {
    const response = await fetch(`${shopUrl()}/__dev/mail?to=${encodeURIComponent(recipient.toLowerCase())}`, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { success: number; data: Array<Record<string, string>> };

    expect(response.status).toBe(200);
    expect(body.success).toBe(1);
    expect(body.data.map((mail) => mail.subject)).toEqual(['Second mail', 'First <mail>']);
    expect(body.data[0]).toEqual({
      to: recipient,
      subject: 'Second mail',
      text: 'Text of Second mail',
      html: '<p>HTML of <b>Second mail</b></p>',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  test('It should be readable through the test helper with any casing', async () => {
    const mails = await readMails(recipient.toUpperCase());

    expect(mails).toHaveLength(2);
  });

  test('It should show a page listing the mails, with every value escaped', async () => {
    const response = await fetch(`${shopUrl()}/__dev/mail?to=${encodeURIComponent(recipient)}`, { headers: { accept: 'text/html' } });
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(page).toContain('First &lt;mail&gt;');
    expect(page).not.toContain('First <mail>');
    expect(page).not.toContain('Not for the recipient');
  });
});
