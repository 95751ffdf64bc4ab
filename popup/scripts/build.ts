import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { buildPopup } from './build-popup';
import { measureBytes, measureInlineScript } from './size';

const result = await buildPopup();
const size = measureInlineScript(result.inline);
console.log(`built ${relative(process.cwd(), result.inline)}: ${size.minifiedBytes} B minified, ${size.gzipBytes} B gzip -9`);
const extras = measureBytes(readFileSync(result.extras));
console.log(`built ${relative(process.cwd(), result.extras)} (loaded on first use): ${extras.minifiedBytes} B minified, ${extras.gzipBytes} B gzip -9`);
const checkout = measureBytes(readFileSync(result.checkoutScript));
console.log(`built ${relative(process.cwd(), result.checkoutScript)}: ${checkout.minifiedBytes} B minified, ${checkout.gzipBytes} B gzip -9`);
console.log(`built ${relative(process.cwd(), result.esm)} (+ .d.ts) and ${relative(process.cwd(), result.checkout)}`);
