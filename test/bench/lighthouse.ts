import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Lighthouse 12.8 (its default mobile profile: Moto G-class emulation, simulated slow 4G and 4x CPU) on the
 * storefront's landing pages, against a running local stack. Measures only; the bench report shows the
 * figures next to the targets (performance >= 95, accessibility 100, first-load JS of `/` <= 90 KB gzip).
 */
export interface LighthouseFigure {
  url: string;
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  /** Every script the page loaded during the run, each gzip -9 (what a compressing CDN would send). */
  firstLoadJsGzipBytes: number;
}

const pagesToMeasure = ['/', '/products/all'];

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
 * does not exist. The child prints the report (LHR) as JSON.
 */
const lighthouseChild = `
import lighthouse from 'lighthouse';
const [url, port] = process.argv.slice(1);
const result = await lighthouse(url, { port: Number(port), output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
process.stdout.write(JSON.stringify(result ? result.lhr : null));
`;

interface Lhr {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

function runLighthouseChild(url: string, port: number): Promise<Lhr> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', lighthouseChild, url, String(port)], {
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

/** Runs Lighthouse (mobile) on `/` and `/products/all` of the Shop at `baseUrl`. */
export async function runLighthouse(baseUrl: string): Promise<LighthouseFigure[]> {
  const chromium = await launchChromium();
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pagesToMeasure) {
      const url = new URL(page, baseUrl).href;
      const lhr = await runLighthouseChild(url, chromium.port);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      figures.push({
        url,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(4)),
        firstLoadJsGzipBytes: await gzipBytes(scriptUrls(lhr.audits['network-requests']?.details)),
      });
    }
  } finally {
    chromium.stop();
  }
  return figures;
}
