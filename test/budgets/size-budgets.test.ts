import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { buildMissing, chunkModulesFile, dashboardAsset, popupAsset, webAsset } from '../../infra/local/build-assets';
import { repoRoot } from '../../infra/local/paths';
import { checkoutOptions, extrasOptions, inlineOptions } from '../../popup/scripts/build-popup';
import {
  adminModulesLoadedByHome,
  chunkModules,
  chunksLoadedByHome,
  isAdminModule,
  isChartLibrary,
  isDashboardModule,
  measureBudget,
  overrun,
  sizeBudgets,
} from './size-budgets';

/**
 * Size budgets on the production builds (sizes, never timings). The builds are reused when fresh and made
 * the way the local stack makes them when missing or stale.
 */
describe('size budgets', () => {
  const root = repoRoot();

  beforeAll(async () => {
    const notes: string[] = [];
    await buildMissing([webAsset, dashboardAsset, popupAsset], mkdtempSync(join(tmpdir(), 'aso-budgets-')), (line) => notes.push(line));
    const failed = notes.filter((line) => line.includes('failed'));
    if (failed.length > 0) throw new Error(failed.join('\n'));
  }, 180_000);

  test.each(sizeBudgets.map((budget) => [budget.what, budget] as const))('%s should stay within its budget', (_what, budget) => {
    const result = measureBudget(root, budget);
    console.info(`${budget.what}: ${result.totalBytes} B gzip -9 of ${budget.limitBytes} B`);
    expect(overrun(result)).toBeUndefined();
  });

  test('It should load no admin code on /', () => {
    expect(adminModulesLoadedByHome(root)).toEqual({});
  });

  test('It should still build the admin tree, so the check above is not vacuous', () => {
    const adminChunks = Object.entries(chunkModules(root)).filter(([, modules]) => modules.some(isAdminModule));
    expect(adminChunks.length).toBeGreaterThan(0);
  });

  test('It should keep the chart library in a chunk of its own, out of / and out of the admin chunk', () => {
    const chartChunks = Object.entries(chunkModules(root)).filter(([, modules]) => modules.some(isChartLibrary));
    expect(chartChunks).toHaveLength(1);
    expect(chartChunks[0]?.[1].includes('src/features/admin/admin-app.tsx') ?? true).toBe(false);
    expect(chunksLoadedByHome(root).some((chunk) => chunk === chartChunks[0]?.[0])).toBe(false);
  });

  test.each([
    ['pop-up script', inlineOptions],
    ["pop-up script's lazily loaded part", extrasOptions],
    ['checkout page', checkoutOptions],
  ] as const)("It should bundle no code of Pay's dashboard into the %s", async (_what, options) => {
    const { metafile } = await build({ ...options, write: false, metafile: true });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.length).toBeGreaterThan(1);
    expect(inputs.filter(isDashboardModule)).toEqual([]);
    // The check can fail: a module of the dashboard, named as esbuild or the Shop's build would name it, is recognised.
    expect(['web/pay-dashboard/src/main.tsx', '../../web/pay-dashboard/src/lib/paths.ts', 'pay-dashboard/src/app/router.tsx'].every(isDashboardModule)).toBe(true);
  });

  test("It should keep Pay's dashboard out of the Shop's build", () => {
    expect(Object.values(chunkModules(root)).flat().filter(isDashboardModule)).toEqual([]);
  });
});

describe('a budget check on a made-up build', () => {
  const root = mkdtempSync(join(tmpdir(), 'aso-budget-fake-'));
  const write = (file: string, contents: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), contents);
  };
  write('web/dist/index.html', '<script type="module" src="/assets/index-a.js"></script>');
  write('web/dist/assets/index-a.js', 'x'.repeat(100));
  write('web/dist/assets/admin-b.js', '');
  write('popup/dist/checkout-a.js', 'abc');
  write('popup/dist/checkout-b.js', 'abcdef'.repeat(50));
  write(`web/dist/${chunkModulesFile}`, JSON.stringify({ 'assets/index-a.js': ['src/main.tsx', 'src/features/admin/admin-app.tsx'] }));

  test('A failing budget should name each file, its size and the overrun', () => {
    const message = overrun(measureBudget(root, { what: 'Checkout', files: 'popup/dist/checkout*.js', limitBytes: 10 }));
    expect(message).toMatch(/^Checkout is [\d,]+ B over its 10 B gzip -9 budget \([\d,]+ B\): popup\/dist\/checkout-b\.js [\d,]+ B, popup\/dist\/checkout-a\.js [\d,]+ B$/);
  });

  test('A budget with nothing built should fail, naming what it looked for', () => {
    expect(overrun(measureBudget(root, { what: 'Gone', files: 'popup/dist/gone*.js', limitBytes: 10 }))).toMatch(/Gone: no file matches popup\/dist\/gone\*\.js/);
  });

  test('It should find admin modules in a chunk / loads', () => {
    expect(adminModulesLoadedByHome(root)).toEqual({ 'assets/index-a.js': ['src/features/admin/admin-app.tsx'] });
  });
});
