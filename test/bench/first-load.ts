import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes after gzip -9: how every size in the bench and the budgets is measured. */
export function gzipBytes(contents: Uint8Array): number {
  return gzipSync(contents, { level: 9 }).byteLength;
}

/**
 * The scripts `/` loads before any interaction, as the built `index.html` names them: the entry script and
 * every module it preloads (URL paths such as `/assets/index-….js`). Lazy route chunks are not among them.
 */
export function firstLoadScripts(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) if (match[1]) sources.add(match[1]);
  return [...sources];
}

/** First-load JavaScript of `/` from the built SPA (see `firstLoadScripts`), each file gzip -9. */
export function firstLoadJs(distDir = path.join(process.cwd(), 'web', 'dist')): { files: string[]; gzipBytes: number; rawBytes: number } {
  const files = firstLoadScripts(distDir);
  let gzipTotal = 0;
  let rawBytes = 0;
  for (const source of files) {
    const contents = readFileSync(path.join(distDir, source.replace(/^\//, '')));
    rawBytes += contents.byteLength;
    gzipTotal += gzipBytes(contents);
  }
  return { files, gzipBytes: gzipTotal, rawBytes };
}
