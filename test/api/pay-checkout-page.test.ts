import { payUrl, shopUrl } from '../support/stack';
import { createTestMerchant, initializeCheckout, shopMerchantKeys } from './pay-helpers';

/** Who may frame what a checkout page address answers, read from its Content-Security-Policy. */
async function framers(path: string): Promise<{ status: number; frameAncestors: string; body: string }> {
  const response = await fetch(`${payUrl()}${path}`);
  const csp = response.headers.get('content-security-policy') ?? '';
  const frameAncestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1] ?? '(none given)';
  return { status: response.status, frameAncestors, body: await response.text() };
}

describe("Pay's hosted checkout page", () => {
  let strict: Awaited<ReturnType<typeof createTestMerchant>>;
  let open: Awaited<ReturnType<typeof createTestMerchant>>;

  beforeAll(async () => {
    strict = await createTestMerchant({ name: 'Framed by two sites', domains: ['https://shop.example', 'https://www.shop.example'] });
    open = await createTestMerchant({ name: 'Framed by anyone' });
  });

  test("It should let only the merchant's allowed domains frame its checkout, at /popup and /pay/{access_code}", async () => {
    const checkout = await initializeCheckout(strict.secretKey);
    for (const path of [`/popup?origin=https%3A%2F%2Fshop.example&key=${strict.publicKey}`, `/popup?access_code=${checkout.accessCode}`, `/pay/${checkout.accessCode}`]) {
      const page = await framers(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>Secure checkout · Aso Pay</title>');
      expect(page.frameAncestors).toBe('https://shop.example https://www.shop.example');
    }
  });

  test('It should let any site frame the checkout of a merchant without allowed domains', async () => {
    const checkout = await initializeCheckout(open.secretKey);
    expect((await framers(`/popup?key=${open.publicKey}`)).frameAncestors).toBe('*');
    expect((await framers(`/pay/${checkout.accessCode}`)).frameAncestors).toBe('*');
  });

  test('It should let nobody frame a page that names no merchant, nor the static copy of the page', async () => {
    expect((await framers('/popup?origin=https%3A%2F%2Fshop.example')).frameAncestors).toBe("'none'");
    expect((await framers('/popup?key=pk_test_0000000000000000')).frameAncestors).toBe("'none'");
    const unknown = await framers('/pay/no-such-access-code');
    expect(unknown.status).toBe(200);
    expect(unknown.frameAncestors).toBe("'none'");
    const file = await framers('/popup/index.html');
    expect(file.body).toContain('<title>Secure checkout · Aso Pay</title>');
    expect(file.frameAncestors).toBe("'none'");
  });

  test("It should let only the Shop's own origin frame the Shop's checkout", async () => {
    expect((await framers(`/popup?key=${shopMerchantKeys().publicKey}`)).frameAncestors).toBe(shopUrl());
  });
});
