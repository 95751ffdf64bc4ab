import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleCheckout, bundleInline, repoRoot } from './build-popup';

/** Hard limit for `inline.js` gzip -9 (acceptance criterion). */
export const GZIP_LIMIT_BYTES = 10 * 1024;
/** Target for `inline.js` gzip -9. */
export const GZIP_TARGET_BYTES = 8 * 1024;
/** Hard limit for the checkout page's `checkout.js` gzip -9 (acceptance criterion; React's runtime alone is larger). */
export const CHECKOUT_GZIP_LIMIT_BYTES = 20 * 1024;
/** Target for `checkout.js` gzip -9. */
export const CHECKOUT_GZIP_TARGET_BYTES = 15 * 1024;

export interface ScriptSize {
  minifiedBytes: number;
  gzipBytes: number;
}

/** Size of a built script: raw (minified) bytes and bytes after gzip at level 9. */
export function measureBytes(contents: Uint8Array): ScriptSize {
  return { minifiedBytes: contents.byteLength, gzipBytes: gzipSync(contents, { level: 9 }).byteLength };
}

/**
 * Size of the built `popup/dist/inline.js` (run `npm run build:popup` first).
 * @param file @default popup/dist/inline.js
 */
export function measureInlineScript(file = join(repoRoot(), 'popup', 'dist', 'inline.js')): ScriptSize {
  return measureBytes(readFileSync(file));
}

/** Size of `inline.js` built in memory from the current sources (no `popup/dist` needed). */
export async function measureInlineBundle(): Promise<ScriptSize> {
  return measureBytes(await bundleInline());
}

/** Size of the checkout page's `checkout.js` built in memory from the current sources. */
export async function measureCheckoutBundle(): Promise<ScriptSize> {
  return measureBytes(await bundleCheckout());
}
