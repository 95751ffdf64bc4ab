import { signingKeyFor } from './signing-key';

const target = { webhookUrl: 'https://merchant.example/hooks', secretKeySealed: 'sealed-test', liveSecretKeySealed: 'sealed-live' };

describe('the key a webhook is signed with', () => {
  test("It should sign a live-mode event with the live secret key and every other event with the test one", () => {
    expect(signingKeyFor(target, JSON.stringify({ event: 'charge.success', data: { domain: 'live', reference: 'r1' } }))).toBe('sealed-live');
    expect(signingKeyFor(target, JSON.stringify({ event: 'charge.success', data: { domain: 'test', reference: 'r1' } }))).toBe('sealed-test');
    expect(signingKeyFor(target, JSON.stringify({ event: 'test.webhook', data: {} }))).toBe('sealed-test');
    expect(signingKeyFor(target, JSON.stringify({ event: 'x', domain: 'live' }))).toBe('sealed-test');
    expect(signingKeyFor(target, 'not json')).toBe('sealed-test');
  });

  test('It should have no key for a live event of a merchant without a live pair, so the event fails rather than being signed with the test key', () => {
    expect(signingKeyFor({ webhookUrl: target.webhookUrl, secretKeySealed: 'sealed-test' }, JSON.stringify({ data: { domain: 'live' } }))).toBeUndefined();
  });
});
