import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import * as z from 'zod';
import { chunkModulesFile } from '../../infra/local/build-assets';
import { CHECKOUT_GZIP_LIMIT_BYTES, EXTRAS_GZIP_LIMIT_BYTES, GZIP_LIMIT_BYTES } from '../../popup/scripts/size';
import { firstLoadScripts, gzipBytes } from '../bench/first-load';

const webDist = 'web/dist';
const dashboardDist = 'web/pay-dashboard/dist';

export interface SizeBudget {
  /** What is measured, as a failure names it. */
  readonly what: string;
  /** The files it covers, relative to the repository root: a glob (`*` within one folder) or a function. */
  readonly files: string | ((root: string) => string[]);
  /** Limit for the files' summed gzip -9 size. */
  readonly limitBytes: number;
}

/** The JavaScript `/` loads before any interaction, measured as `npm run bench` measures it. */
function firstLoadFiles(root: string): string[] {
  return firstLoadScripts(join(root, webDist)).map((source) => posix.join(webDist, source.replace(/^\//, '')));
}

/** The JavaScript Pay's dashboard loads before any interaction: its `index.html` names it under `/dashboard/`. */
function dashboardFirstLoadFiles(root: string): string[] {
  return firstLoadScripts(join(root, dashboardDist)).map((source) => posix.join(dashboardDist, source.replace(/^\/dashboard\//, '')));
}

/** Size budgets checked by `npm test` (ARCHITECTURE: size is a design goal). Adding one is one line. */
export const sizeBudgets: readonly SizeBudget[] = [
  // Issue #24's goal, reached with the apps' own router in place of react-router (80,905 B). Moving the home page's
  // sections under the hero to a lazy chunk made it 78.2 KB, but Lighthouse's LCP grew 300-400 ms on /, the grid
  // and the panel (their shared modules left the entry chunk for several small ones): not worth it.
  { what: 'JavaScript that / loads before any interaction', files: firstLoadFiles, limitBytes: 80 * 1024 },
  { what: "JavaScript Pay's dashboard loads before any interaction", files: dashboardFirstLoadFiles, limitBytes: 80 * 1024 },
  { what: 'Pay pop-up script', files: 'popup/dist/inline.js', limitBytes: GZIP_LIMIT_BYTES },
  { what: "Pay pop-up script's lazily loaded modal and wallet pay", files: 'popup/dist/inline-extras.js', limitBytes: EXTRAS_GZIP_LIMIT_BYTES },
  { what: 'Pay checkout page scripts', files: 'popup/dist/checkout/*.js', limitBytes: CHECKOUT_GZIP_LIMIT_BYTES },
];

function matchGlob(root: string, glob: string): string[] {
  const folder = dirname(glob);
  const name = new RegExp(`^${glob.slice(folder.length + 1).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder))
    .filter((entry) => name.test(entry))
    .sort()
    .map((entry) => posix.join(folder, entry));
}

export interface BudgetResult {
  readonly budget: SizeBudget;
  /** Each file's gzip -9 size, largest first. */
  readonly files: readonly { readonly file: string; readonly gzipBytes: number }[];
  readonly totalBytes: number;
}

export function measureBudget(root: string, budget: SizeBudget): BudgetResult {
  const paths = typeof budget.files === 'string' ? matchGlob(root, budget.files) : budget.files(root);
  const files = paths
    .map((file) => ({ file, gzipBytes: gzipBytes(readFileSync(join(root, file))) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { budget, files, totalBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}

const bytes = (count: number) => `${count.toLocaleString('en-GB')} B`;

/** Undefined within budget; otherwise a message naming every file and how far over the limit it all is. */
export function overrun(result: BudgetResult): string | undefined {
  const { budget, files, totalBytes } = result;
  if (files.length === 0) return `${budget.what}: no file matches ${String(budget.files)} (is it built?)`;
  if (totalBytes <= budget.limitBytes) return undefined;
  const list = files.map((entry) => `${entry.file} ${bytes(entry.gzipBytes)}`).join(', ');
  return `${budget.what} is ${bytes(totalBytes - budget.limitBytes)} over its ${bytes(budget.limitBytes)} gzip -9 budget (${bytes(totalBytes)}): ${list}`;
}

const chunkModulesSchema = z.record(z.string(), z.array(z.string()));

/** Admin code is everything under `web/src/features/admin/` (module ids are relative to `web/`). */
export const isAdminModule = (moduleId: string) => moduleId.startsWith('src/features/admin/');

/** uPlot, the dashboard's chart library: loaded with `import()` by the sales chart only (module ids may climb out of `web/`). */
export const isChartLibrary = (moduleId: string) => /(^|\/)node_modules\/uplot\//.test(moduleId);

/** Pay's dashboard's own code (its folder under `web/`), as a source path or a bundler's module id. */
export const isDashboardModule = (moduleId: string) => /(^|\/)web\/pay-dashboard\//.test(moduleId) || moduleId.startsWith('pay-dashboard/');

/** Each chunk of a built SPA (the Shop's by default) and the source modules in it, as `npm run build:web` records them. */
export function chunkModules(root: string, dist: string = webDist): Record<string, string[]> {
  const file = join(root, dist, chunkModulesFile);
  if (!existsSync(file)) throw new Error(`${dist}/${chunkModulesFile} is missing: build with npm run build:web or build:dashboard`);
  return chunkModulesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The chunks `/` loads before any interaction (relative to `web/dist`). */
export function chunksLoadedByHome(root: string): string[] {
  return firstLoadScripts(join(root, webDist)).map((source) => source.replace(/^\//, ''));
}

/** Admin modules found in the chunks `/` loads, per chunk (relative to `web/dist`). */
export function adminModulesLoadedByHome(root: string): Record<string, string[]> {
  const chunks = chunkModules(root);
  const found: Record<string, string[]> = {};
  for (const source of firstLoadScripts(join(root, webDist))) {
    const chunk = source.replace(/^\//, '');
    const modules = chunks[chunk];
    if (modules === undefined) throw new Error(`${chunk} is not in ${chunkModulesFile}: rebuild with npm run build:web`);
    const admin = modules.filter(isAdminModule);
    if (admin.length > 0) found[chunk] = admin;
  }
  return found;
}
