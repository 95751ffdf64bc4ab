import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleCheckout, bundleExtras, bundleInline, repoRoot } from './build-popup';

/** Limit for `inline.js` gzip -9: every feature, the modal and wallet pay loading lazily (issue #24's goal). */
export const GZIP_LIMIT_BYTES = 8 * 1024;
/** Limit for `inline-extras.js` gzip -9, the lazily loaded modal and wallet pay. */
export const EXTRAS_GZIP_LIMIT_BYTES = 4 * 1024;
/** Limit for the checkout page's scripts gzip -9 (issue #24's goal). */
export const CHECKOUT_GZIP_LIMIT_BYTES = 15 * 1024;

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

/** Size of `inline-extras.js` (the lazily loaded modal and wallet pay) built in memory from the current sources. */
export async function measureExtrasBundle(): Promise<ScriptSize> {
  return measureBytes(await bundleExtras());
}

/** Size of the checkout page's `checkout.js` built in memory from the current sources. */
export async function measureCheckoutBundle(): Promise<ScriptSize> {
  return measureBytes(await bundleCheckout());
}
