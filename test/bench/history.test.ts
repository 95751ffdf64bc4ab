import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendToHistory, diffFromHistory, flattenFigures, formatDiff, readHistory, type HistoryLine } from './history';

function line(commit: string, figures: Record<string, number>, only?: string): HistoryLine {
  return { commit, dirty: false, date: `2026-11-26T12:00:0${commit.length}Z`, node: 'v20.0.0', ...(only ? { only } : {}), figures };
}

describe('flattenFigures', () => {
  it('keeps every finite number by its path, naming array items by their name or url', () => {
    const report = {
      measuredAt: '2026-11-26T12:00:00Z',
      machine: { cpus: 2 },
      lambdaBundles: { handlers: [{ name: 'shop/get-product', deployedBytes: 1200, importMsMedian: 41.5 }, { deployedBytes: 7 }] },
      lighthouse: [{ url: '/orders', performance: 97 }],
      files: ['/assets/index.js'],
      countersMatch: true,
      nothing: null,
      notANumber: Number.NaN,
    };
    expect(flattenFigures(report)).toEqual({
      'machine.cpus': 2,
      'lambdaBundles.handlers.shop/get-product.deployedBytes': 1200,
      'lambdaBundles.handlers.shop/get-product.importMsMedian': 41.5,
      'lambdaBundles.handlers.1.deployedBytes': 7,
      'lighthouse./orders.performance': 97,
    });
  });
});

describe('diffFromHistory', () => {
  it('compares each figure with the latest earlier line holding it, largest relative change first', () => {
    const earlier = [line('a', { 'x.p50Ms': 10, 'y.bytes': 100, 'z.count': 0 }), line('bb', { 'x.p50Ms': 20 }, 'orders')];
    const diff = diffFromHistory(earlier, line('ccc', { 'x.p50Ms': 30, 'y.bytes': 90, 'z.count': 3, 'new.figure': 1, 'same.figure': 5 }));
    expect(diff.since).toEqual({ commit: 'bb', date: earlier[1]?.date });
    expect(diff.changed).toEqual([
      { figure: 'z.count', before: 0, after: 3, relative: null },
      { figure: 'x.p50Ms', before: 20, after: 30, relative: 0.5 },
      { figure: 'y.bytes', before: 100, after: 90, relative: -0.1 },
    ]);
    expect(diff.added).toEqual(['new.figure', 'same.figure']);
    expect(formatDiff(diff)).toEqual([
      'since bb (2026-11-26T12:00:02Z): 3 changed, 0 unchanged, 2 new',
      '  z.count: 0 → 3 (from 0)',
      '  x.p50Ms: 20 → 30 (+50%)',
      '  y.bytes: 100 → 90 (-10%)',
    ]);
  });

  it('says when there is nothing to compare with', () => {
    const diff = diffFromHistory([], line('a', { 'x.p50Ms': 1 }));
    expect(diff.since).toBeUndefined();
    expect(diff.added).toEqual(['x.p50Ms']);
    expect(formatDiff(diff)).toEqual(['first line of the bench history: nothing to compare with']);
  });
});

describe('appendToHistory', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'bench-history-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('appends one JSON line per run and diffs against the lines already there', () => {
    const file = path.join(folder, 'history.jsonl');
    const first = appendToHistory(file, line('a', { 'x.p50Ms': 10 }));
    expect(first.since).toBeUndefined();
    const second = appendToHistory(file, line('bb', { 'x.p50Ms': 10, 'y.bytes': 5 }));
    expect(second).toMatchObject({ changed: [], added: ['y.bytes'], unchanged: 1, since: { commit: 'a' } });
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(3);
    expect(readHistory(file).map((entry) => entry.commit)).toEqual(['a', 'bb']);
  });
});
