import { HttpError } from '../../lib/http/errors';
import { assertCallbackUrl } from './callback-url';

// The call's mode is its key's: a test key's call and a live key's call of a merchant without allowed domains.
const testMerchant = { mode: 'test' as 'test' | 'live', domains: [] as string[] };
const liveMerchant = { ...testMerchant, mode: 'live' as const };
const shop = { ...testMerchant, domains: ['https://shop.example', 'http://localhost:3000'] };

function refusal(merchant: typeof testMerchant, url: string): string | undefined {
  try {
    assertCallbackUrl(merchant, merchant.mode, url);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    return error.message;
  }
}

describe('callback_url', () => {
  test('It should take any https URL from a merchant without allowed domains', () => {
    expect(refusal(testMerchant, 'https://anywhere.example/thanks?order=1')).toBeUndefined();
    expect(refusal(liveMerchant, 'https://anywhere.example/thanks')).toBeUndefined();
  });

  test('It should take http only for this machine, and only in test mode', () => {
    expect(refusal(testMerchant, 'http://localhost:5173/thanks')).toBeUndefined();
    expect(refusal(testMerchant, 'http://127.0.0.1/thanks')).toBeUndefined();
    expect(refusal(testMerchant, 'http://evil.example/thanks')).toContain('https');
    expect(refusal(testMerchant, 'http://localhost.evil.example/thanks')).toContain('https');
    expect(refusal(liveMerchant, 'http://localhost:5173/thanks')).toContain('https');
  });

  test('It should refuse other schemes', () => {
    expect(refusal(testMerchant, 'javascript:alert(1)')).toContain('https');
    expect(refusal(testMerchant, 'ftp://files.example/x')).toContain('https');
    expect(refusal(testMerchant, 'not a url')).toContain('https');
  });

  test("It should keep the callback inside the merchant's allowed domains when it has any", () => {
    expect(refusal(shop, 'https://shop.example/orders/7')).toBeUndefined();
    expect(refusal(shop, 'http://localhost:3000/orders/7')).toBeUndefined();
    expect(refusal(shop, 'https://evil.example/orders/7')).toContain('allowed domains');
    expect(refusal(shop, 'https://shop.example.evil.example/')).toContain('allowed domains');
    expect(refusal(shop, 'https://shop.example:8443/')).toContain('allowed domains');
    expect(refusal(shop, 'http://localhost:4000/')).toContain('allowed domains');
  });
});
