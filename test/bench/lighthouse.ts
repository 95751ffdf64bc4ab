import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Lighthouse 12.8 (its default mobile profile: Moto G-class emulation, simulated slow 4G and 4x CPU) on the pages
 * #24 names, against a running local stack: the storefront's `/`, `/products/all` and a product panel's deep link,
 * a signed-in customer's `/orders`, and the merchant dashboard's overview signed in as its owner. Measures only;
 * the bench report shows the figures next to the targets (performance >= 95, accessibility 100).
 */
export interface LighthouseFigure {
  /** The page's name, which the bench history keys its figures by (a URL carries the run's port). */
  name: string;
  url: string;
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  /** Total blocking time: what a busy CPU (this machine's load, too) weighs on most. */
  tbtMs: number;
  cls: number;
  /** Every script the page loaded during the run, each gzip -9 (what a compressing CDN would send). */
  firstLoadJsGzipBytes: number;
  /** Audits of the accessibility category that did not pass, by id (empty when it scores 100). */
  accessibilityFailures: string[];
}

/**
 * What the page needs before Lighthouse loads it, done in the same tab (storage is kept: `disableStorageReset`):
 * a Shop sign-in through the login form (the refresh cookie and the session hint), or the dashboard's session
 * put in `sessionStorage` before any script runs, as a signed-in tab holds it.
 */
export type PagePreparation =
  | { kind: 'none' }
  | { kind: 'shopSignIn'; loginUrl: string; email: string; password: string }
  | { kind: 'sessionStorage'; key: string; value: string };

export interface PageToMeasure {
  name: string;
  url: string;
  prepare: PagePreparation;
}

interface Chromium {
  port: number;
  stop: () => void;
}

/** Starts Debian's Chromium with a DevTools port, as chrome-launcher would (CHROME_PATH overrides the path). */
function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'aso-lighthouse-'));
  const child: ChildProcess = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // The profile can only go once Chromium has exited: it keeps writing to it until then.
  const removeProfile = () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // A leftover temporary profile is harmless; the measurement stands.
    }
  };
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      removeProfile();
      return;
    }
    child.once('exit', removeProfile);
    child.kill('SIGKILL');
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Chromium did not open a DevTools port:\n${output}`));
    }, 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before opening a DevTools port:\n${output}`));
    });
  });
}

interface NetworkItem {
  url?: unknown;
  resourceType?: unknown;
}

function scriptUrls(details: unknown): string[] {
  const items = (details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script' && typeof item.url === 'string').map((item) => item.url as string);
}

async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url);
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).byteLength;
  }
  return total;
}

/**
 * Lighthouse runs in a plain `node` child: under tsx (which `npm run bench` uses) esbuild adds `__name`
 * helpers to functions, and Lighthouse sends some functions to the page as source text, where that helper
 * does not exist. The child opens a tab of its own (puppeteer-core, which Lighthouse itself drives Chromium
 * with), prepares it, hands it to Lighthouse and prints the report (LHR) as JSON.
 */
const lighthouseChild = `
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
const [url, port, preparation] = process.argv.slice(1);
const prepare = JSON.parse(preparation);
const browser = await puppeteer.connect({ browserURL: 'http://127.0.0.1:' + port, defaultViewport: null });
const page = await browser.newPage();
try {
  if (prepare.kind === 'shopSignIn') {
    await page.goto(prepare.loginUrl, { waitUntil: 'networkidle0' });
    await page.type('input[type=email]', prepare.email);
    await page.type('input[autocomplete=current-password]', prepare.password);
    await Promise.all([
      page.waitForFunction(() => !window.location.pathname.startsWith('/login'), { timeout: 30000 }),
      page.click('form:has(input[type=email]) button[type=submit]'),
    ]);
  } else if (prepare.kind === 'sessionStorage') {
    await page.evaluateOnNewDocument((key, value) => window.sessionStorage.setItem(key, value), prepare.key, prepare.value);
  }
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: prepare.kind !== 'none' };
  const result = await lighthouse(url, flags, undefined, page);
  process.stdout.write(JSON.stringify(result ? result.lhr : null));
} finally {
  await page.close();
  await browser.disconnect();
}
`;

interface Lhr {
  runtimeError?: { message: string };
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: unknown } | undefined>;
}

/** The accessibility audits that count towards the score and did not pass. */
function accessibilityFailures(lhr: Lhr): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
}

function runLighthouseChild(url: string, port: number, prepare: PagePreparation): Promise<Lhr> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', lighthouseChild, url, String(port), JSON.stringify(prepare)], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`Lighthouse failed on ${url} (exit ${code}):\n${stderr}`));
        return;
      }
      try {
        const lhr = JSON.parse(stdout) as Lhr | null;
        if (!lhr) throw new Error('no report');
        resolve(lhr);
      } catch (error) {
        reject(new Error(`Lighthouse gave no report for ${url}: ${String(error)}\n${stderr}`));
      }
    });
  });
}

/** Runs Lighthouse (mobile) on each page in turn, in one Chromium: signed-out pages should come first. */
export async function runLighthouse(pages: readonly PageToMeasure[]): Promise<LighthouseFigure[]> {
  const chromium = await launchChromium();
  const figures: LighthouseFigure[] = [];
  try {
    for (const { name, url, prepare } of pages) {
      const lhr = await runLighthouseChild(url, chromium.port, prepare);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      // A page that sent Lighthouse elsewhere (a sign-in that did not take) would score the wrong page.
      const ended = new URL(lhr.finalDisplayedUrl ?? url);
      if (ended.pathname !== new URL(url).pathname) throw new Error(`Lighthouse asked for ${url} but ended on ${ended.href}`);
      figures.push({
        name,
        url,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(4)),
        firstLoadJsGzipBytes: await gzipBytes(scriptUrls(lhr.audits['network-requests']?.details)),
        accessibilityFailures: accessibilityFailures(lhr),
      });
    }
  } finally {
    chromium.stop();
  }
  return figures;
}
