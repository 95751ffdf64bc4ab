import { sealSecretKey } from '../../webhook/secret-key-cipher';
import { webhookSignatureMatches } from '../../webhook/signature';
import type { SendDeps } from '../../webhook/webhook-delivery';
import { sendTestEvent } from './test-event-service';

const masterKey = 'm'.repeat(64);
const secretKey = 'sk_test_00112233445566778899aabbccddeeff0011223344556677';

function deps(webhookUrl: string, answer: { statusCode: number; responseBody?: string; error?: string }) {
  const sent: { url: string; body: string; headers: Readonly<Record<string, string>> }[] = [];
  const send: SendDeps = {
    store: { target: async () => ({ webhookUrl, secretKeySealed: sealSecretKey(secretKey, '1001', masterKey) }) },
    config: { retryDelaysMs: [], timeoutMs: 5000 },
    masterKey: async () => masterKey,
    post: async (url, body, headers) => {
      sent.push({ url, body, headers });
      return answer;
    },
  };
  return { send, sent };
}

describe('the dashboard test event', () => {
  test('It should send a test.webhook event signed with the secret key and answer what came back', async () => {
    // Prepare
    const { send, sent } = deps('https://merchant.example/hooks', { statusCode: 200, responseBody: 'ok' });
    // Act
    const answer = await sendTestEvent('1001', new Date('2026-03-01T12:00:00.000Z'), send);
    // Assess
    expect(answer).toEqual({ statusCode: 200, responseBody: 'ok' });
    const [request] = sent;
    expect(request?.url).toBe('https://merchant.example/hooks');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({ event: 'test.webhook', data: { integration: 1001, sentAt: '2026-03-01T12:00:00.000Z' } });
    expect(webhookSignatureMatches(request?.body ?? '', secretKey, request?.headers['x-paystack-signature'] ?? '')).toBe(true);
  });

  test('It should say why when no answer came', async () => {
    const { send } = deps('https://merchant.example/hooks', { statusCode: 0, error: 'no answer within 5000 ms' });
    expect(await sendTestEvent('1001', new Date(), send)).toEqual({ statusCode: 0, responseBody: '', error: 'no answer within 5000 ms' });
  });

  test('It should ask for a webhook URL first and send nothing', async () => {
    const { send, sent } = deps('', { statusCode: 200 });
    await expect(sendTestEvent('1001', new Date(), send)).rejects.toThrow('Set a webhook URL first');
    expect(sent).toHaveLength(0);
  });
});
