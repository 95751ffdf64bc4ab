import { bundleCheckout } from './build-popup';
import { CHECKOUT_GZIP_LIMIT_BYTES, measureBytes, measureCheckoutBundle } from './size';

describe('checkout.js size budget', () => {
  let bundle: Uint8Array;

  beforeAll(async () => {
    bundle = await bundleCheckout();
  });

  test('It should stay within 15 KB gzip -9', () => {
    const size = measureBytes(bundle);
    console.info(`checkout.js: ${size.minifiedBytes} B minified, ${size.gzipBytes} B gzip -9`);
    expect(size.gzipBytes).toBeLessThanOrEqual(CHECKOUT_GZIP_LIMIT_BYTES);
  });

  test('measureCheckoutBundle reports the same sizes for the bench', async () => {
    expect(await measureCheckoutBundle()).toEqual(measureBytes(bundle));
  });

  test('It should be minified, without an inline source map', () => {
    const text = new TextDecoder().decode(bundle);
    expect(text).not.toContain('sourceMappingURL');
    expect(text.split('\n').length).toBeLessThanOrEqual(2);
  });

  test('It should never write server or merchant text as HTML', () => {
    const text = new TextDecoder().decode(bundle);
    expect(text).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });
});
