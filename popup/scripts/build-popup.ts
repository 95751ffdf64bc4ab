import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { LAZY_FILE } from '../src/inline/lazy';

/** The repository root: the nearest folder above `from` that holds `popup/src/inline`. */
export function repoRoot(from = process.cwd()): string {
  let dir = resolve(from);
  while (!existsSync(join(dir, 'popup', 'src', 'inline'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`popup/src/inline not found above ${from}`);
    dir = parent;
  }
  return dir;
}

const root = repoRoot();
const src = join(root, 'popup', 'src');

/** In the script-tag build, `./load-extras` (extras bundled in) becomes `./load-extras.script` (fetched on first use). */
const lazyExtras: Plugin = {
  name: 'lazy-extras',
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\/load-extras$/ }, (args) => ({ path: join(args.resolveDir, 'load-extras.script.ts') }));
  },
};

/** Settings the script-tag bundle and its lazily loaded part share: IIFE, minified, no source map, no comments. */
const scriptTagOptions: BuildOptions = {
  bundle: true,
  format: 'iife',
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  target: ['es2020'],
  platform: 'browser',
  logLevel: 'silent',
  // Members named `_x` are internal: the script-tag build shortens them. Never give public API a leading `_`.
  mangleProps: /^_/,
  // Plain assignments for class fields: smaller than the defineProperty helper and equivalent here.
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
};

/** esbuild options for the script-tag bundle (`inline.js`). */
export const inlineOptions: BuildOptions = {
  ...scriptTagOptions,
  entryPoints: [join(src, 'inline', 'global.ts')],
  plugins: [lazyExtras],
};

/** esbuild options for the script-tag bundle's lazily loaded part (`inline-extras.js`: modal and wallet pay). */
export const extrasOptions: BuildOptions = {
  ...scriptTagOptions,
  entryPoints: [join(src, 'inline', 'extras-global.ts')],
};

/**
 * esbuild options for the hosted checkout page's script (`/popup/checkout.js`): same settings as the
 * script-tag build, its own entry point.
 */
export const checkoutOptions: BuildOptions = {
  ...scriptTagOptions,
  entryPoints: [join(src, 'checkout', 'main.ts')],
};

async function bundle(options: BuildOptions): Promise<Uint8Array> {
  const result = await build({ ...options, write: false });
  const file = result.outputFiles?.[0];
  if (!file) throw new Error('esbuild produced no output');
  return file.contents;
}

/** Bundles the script-tag build in memory (used by the size check). */
export function bundleInline(): Promise<Uint8Array> {
  return bundle(inlineOptions);
}

/** Bundles the script-tag build's lazily loaded part in memory (used by the size check). */
export function bundleExtras(): Promise<Uint8Array> {
  return bundle(extrasOptions);
}

/** Bundles the checkout page's script in memory (used by its size check). */
export function bundleCheckout(): Promise<Uint8Array> {
  return bundle(checkoutOptions);
}

export interface BuildResult {
  inline: string;
  /** `inline.js`'s lazily loaded part (modal, wallet pay), loaded from beside it. */
  extras: string;
  esm: string;
  /** The checkout page: `index.html` beside `checkout.js` and `checkout.css`. */
  checkout: string;
  checkoutScript: string;
}

/**
 * Builds `dist/inline.js` (IIFE), `dist/esm/index.js` + `.d.ts` types, and the hosted checkout page in
 * `dist/checkout/` (`index.html`, `checkout.js`, `checkout.css`; no inline script, so a strict CSP holds).
 * @param outDir @default popup/dist
 */
export async function buildPopup(outDir = join(root, 'popup', 'dist'), types = true): Promise<BuildResult> {
  const inline = join(outDir, 'inline.js');
  const extras = join(outDir, LAZY_FILE);
  const esm = join(outDir, 'esm', 'index.js');
  const checkout = join(outDir, 'checkout', 'index.html');
  const checkoutScript = join(outDir, 'checkout', 'checkout.js');
  await build({ ...inlineOptions, outfile: inline });
  await build({ ...extrasOptions, outfile: extras });
  await build({ ...checkoutOptions, outfile: checkoutScript });
  await build({
    entryPoints: [join(src, 'checkout', 'checkout.css')],
    bundle: true,
    minify: true,
    logLevel: 'silent',
    outfile: join(outDir, 'checkout', 'checkout.css'),
  });
  await build({
    entryPoints: [join(src, 'inline', 'index.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2019',
    platform: 'neutral',
    outfile: esm,
    logLevel: 'silent',
  });
  await mkdir(dirname(checkout), { recursive: true });
  await copyFile(join(src, 'checkout', 'index.html'), checkout);
  if (types) {
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    await promisify(execFile)(process.execPath, [tsc, '-p', join(root, 'popup', 'tsconfig.types.json'), '--outDir', join(outDir, 'esm', 'types')]);
    await writeFile(join(outDir, 'esm', 'index.d.ts'), "export * from './types/inline/index';\n");
  }
  return { inline, extras, esm, checkout, checkoutScript };
}
