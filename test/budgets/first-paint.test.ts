import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildMissing, webAsset } from '../../infra/local/build-assets';
import { repoRoot } from '../../infra/local/paths';

/**
 * What lets the Shop's first screen paint before its script runs (the Lighthouse figures of #33): the built
 * index.html carries a still header inside #root, and its entry script at low priority behind the stylesheet.
 */
describe('the built Shop page’s first paint', () => {
  let html = '';

  beforeAll(async () => {
    const notes: string[] = [];
    await buildMissing([webAsset], mkdtempSync(join(tmpdir(), 'aso-first-paint-')), (line) => notes.push(line));
    const failed = notes.filter((line) => line.includes('failed'));
    if (failed.length > 0) throw new Error(failed.join('\n'));
    html = readFileSync(join(repoRoot(), 'web', 'dist', 'index.html'), 'utf8');
  }, 180_000);

  test('It should paint a still header, hidden from assistive technology, inside #root until React replaces it', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<div id="overlays">/.exec(html)?.[1] ?? '';
    expect(root).toMatch(/^<header class="header" aria-hidden="true">/);
    expect(root).toContain('<span class="logo__text">Aso</span>');
    // Nothing in it can take focus or be followed while it is on screen.
    expect(root).not.toMatch(/<(a|button|input)\b/);
  });

  test('It should load the entry script at low priority and the stylesheet as usual', () => {
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/type="module"/);
    expect(scripts[0]).toMatch(/fetchpriority="low"/);
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css"/);
  });
});
