import { createContext, runInContext } from 'node:vm';
import { gunzipSync, gzipSync } from 'node:zlib';
import { bundleExtras, bundleInline } from './build-popup';
import { EXTRAS_GZIP_LIMIT_BYTES, GZIP_LIMIT_BYTES, measureBytes, measureExtrasBundle, measureInlineBundle } from './size';

describe('inline.js size budget', () => {
  let bundle: Uint8Array;

  beforeAll(async () => {
    bundle = await bundleInline();
  });

  test('It should measure gzip at level 9', () => {
    const size = measureBytes(bundle);
    expect(size.minifiedBytes).toBe(bundle.byteLength);
    expect(size.gzipBytes).toBe(gzipSync(bundle, { level: 9 }).byteLength);
    expect(gunzipSync(gzipSync(bundle, { level: 9 })).byteLength).toBe(bundle.byteLength);
  });

  test('measureInlineBundle reports the same sizes for the bench', async () => {
    expect(await measureInlineBundle()).toEqual(measureBytes(bundle));
  });

  test('It should stay within 8 KB gzip -9', () => {
    const size = measureBytes(bundle);
    console.info(`inline.js: ${size.minifiedBytes} B minified, ${size.gzipBytes} B gzip -9`);
    expect(size.gzipBytes).toBeLessThanOrEqual(GZIP_LIMIT_BYTES);
  });

  test('It should be minified, without an inline source map', () => {
    const text = new TextDecoder().decode(bundle);
    expect(text).not.toContain('sourceMappingURL');
    expect(text.split('\n').length).toBeLessThanOrEqual(2);
  });

  test('It should define only the AsoPay and PaystackPop globals', () => {
    const page: Record<string, unknown> = { document: { currentScript: null }, HTMLScriptElement: class {} };
    page.window = page;
    const context = createContext(page);
    const before = new Set(Object.getOwnPropertyNames(context));
    runInContext(new TextDecoder().decode(bundle), context);
    const added = Object.getOwnPropertyNames(context).filter((name) => !before.has(name));
    expect(added.sort()).toEqual(['AsoPay', 'PaystackPop']);
    expect(page.PaystackPop).toBe(page.AsoPay);
  });
});

describe('inline-extras.js (the lazily loaded modal and wallet pay) size budget', () => {
  let bundle: Uint8Array;

  beforeAll(async () => {
    bundle = await bundleExtras();
  });

  test('It should stay within 4 KB gzip -9, and measureExtrasBundle should report it', async () => {
    const size = measureBytes(bundle);
    console.info(`inline-extras.js: ${size.minifiedBytes} B minified, ${size.gzipBytes} B gzip -9`);
    expect(size.gzipBytes).toBeLessThanOrEqual(EXTRAS_GZIP_LIMIT_BYTES);
    expect(await measureExtrasBundle()).toEqual(size);
  });

  test('It should define no global', () => {
    const page: Record<string, unknown> = { document: { currentScript: null } };
    page.window = page;
    const context = createContext(page);
    const before = new Set(Object.getOwnPropertyNames(context));
    runInContext(new TextDecoder().decode(bundle), context);
    expect(Object.getOwnPropertyNames(context).filter((name) => !before.has(name))).toEqual([]);
  });
});
