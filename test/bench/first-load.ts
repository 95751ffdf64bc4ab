import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of `/` from the built SPA: the entry script plus every module it preloads, as
 * index.html names them, each gzip -9. Lazy route chunks are not counted.
 */
export function firstLoadJs(distDir = path.join(process.cwd(), 'web', 'dist')): { files: string[]; gzipBytes: number; rawBytes: number } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) if (match[1]) sources.add(match[1]);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const source of sources) {
    const contents = readFileSync(path.join(distDir, source.replace(/^\//, '')));
    rawBytes += contents.byteLength;
    gzipBytes += gzipSync(contents, { level: 9 }).byteLength;
  }
  return { files: [...sources], gzipBytes, rawBytes };
}
