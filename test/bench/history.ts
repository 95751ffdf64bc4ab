import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * The bench's history: each `npm run bench` appends one line to `test/bench/history.jsonl` (commit, date,
 * Node version and every figure of the run, flattened to `path.to.figure: number`) and prints how each figure
 * moved since the last line that had it, so a regression shows on the run that made it. Timings are never
 * asserted (CI checks only the deterministic budgets): this is for the person reading the run.
 */
export interface HistoryLine {
  commit: string;
  /** The work tree had uncommitted changes when the bench ran. */
  dirty: boolean;
  date: string;
  node: string;
  /** `--only <part>` runs record only that part's figures. */
  only?: string;
  figures: Record<string, number>;
}

/** Arrays of objects are keyed by the first of these their items carry (a bundle's name, a page's URL). */
const itemKeys = ['name', 'url', 'route'] as const;

function itemLabel(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    for (const key of itemKeys) {
      const value = (item as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return String(index);
}

/** Every finite number in `report`, by its dotted path; strings, booleans and dates are left out. */
export function flattenFigures(report: unknown, prefix = '', into: Record<string, number> = {}): Record<string, number> {
  if (typeof report === 'number') {
    if (Number.isFinite(report) && prefix !== '') into[prefix] = report;
    return into;
  }
  const join = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
  if (Array.isArray(report)) report.forEach((item, index) => flattenFigures(item, join(itemLabel(item, index)), into));
  else if (report && typeof report === 'object') for (const [key, value] of Object.entries(report)) flattenFigures(value, join(key), into);
  return into;
}

export function readHistory(file: string): HistoryLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryLine);
}

export interface FigureChange {
  figure: string;
  before: number;
  after: number;
  /** (after − before) / before; `null` when before is 0. */
  relative: number | null;
}

export interface HistoryDiff {
  /** Figures whose value differs from the last earlier line that had them, the largest relative change first. */
  changed: FigureChange[];
  /** Figures no earlier line had. */
  added: string[];
  unchanged: number;
  /** The commit of the line compared with (the latest earlier line), if any. */
  since?: { commit: string; date: string };
}

/** How `line` differs from `earlier` (oldest first): each figure against the most recent earlier line holding it. */
export function diffFromHistory(earlier: readonly HistoryLine[], line: HistoryLine): HistoryDiff {
  const diff: HistoryDiff = { changed: [], added: [], unchanged: 0 };
  const latest = earlier.at(-1);
  if (latest) diff.since = { commit: latest.commit, date: latest.date };
  for (const [figure, after] of Object.entries(line.figures)) {
    const before = [...earlier].reverse().find((previous) => figure in previous.figures)?.figures[figure];
    if (before === undefined) diff.added.push(figure);
    else if (before === after) diff.unchanged += 1;
    else diff.changed.push({ figure, before, after, relative: before === 0 ? null : (after - before) / before });
  }
  const size = (change: FigureChange) => (change.relative === null ? Number.POSITIVE_INFINITY : Math.abs(change.relative));
  diff.changed.sort((a, b) => size(b) - size(a) || a.figure.localeCompare(b.figure));
  return diff;
}

/** Appends `line` to `file` and answers its difference from the lines already there. */
export function appendToHistory(file: string, line: HistoryLine): HistoryDiff {
  const diff = diffFromHistory(readHistory(file), line);
  appendFileSync(file, `${JSON.stringify(line)}\n`);
  return diff;
}

function percent(relative: number | null): string {
  if (relative === null) return 'from 0';
  const value = Math.round(relative * 1000) / 10;
  return `${value > 0 ? '+' : ''}${value}%`;
}

/** The diff as lines for the terminal: every changed figure, largest change first, `limit` at most. */
export function formatDiff(diff: HistoryDiff, limit = 60): string[] {
  if (!diff.since) return ['first line of the bench history: nothing to compare with'];
  const lines = [`since ${diff.since.commit.slice(0, 10)} (${diff.since.date}): ${diff.changed.length} changed, ${diff.unchanged} unchanged, ${diff.added.length} new`];
  for (const change of diff.changed.slice(0, limit)) lines.push(`  ${change.figure}: ${change.before} → ${change.after} (${percent(change.relative)})`);
  if (diff.changed.length > limit) lines.push(`  … and ${diff.changed.length - limit} smaller changes`);
  return lines;
}
