import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tailOf } from './child-processes';
import { repoRoot } from './paths';

interface Asset {
  what: string;
  script: string;
  /** Present once built. */
  output: string;
  /** Present once the build exists in the repository (other engineers add the builds over time). */
  source: string;
  /** What the build reads: a change to any file here (newer than `output`) makes the build stale. */
  inputs: string[];
}

/** Where `npm run build:web` records each chunk's source modules, relative to `web/dist`. */
export const chunkModulesFile = '.vite/chunk-modules.json';

export const webAsset: Asset = {
  what: 'the web app',
  script: 'build:web',
  output: 'web/dist/index.html',
  source: 'web/vite.config.ts',
  inputs: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'functions/src', 'infra/scripts/build-web.ts', 'package-lock.json'],
};
/** Pay's dashboard (served by Pay under `/dashboard/`): its own folder plus the Shop's shared `components/` and `lib/`. */
export const dashboardAsset: Asset = {
  what: "Pay's dashboard",
  script: 'build:dashboard',
  output: 'web/pay-dashboard/dist/index.html',
  source: 'web/pay-dashboard/vite.config.ts',
  inputs: ['web/pay-dashboard', 'web/src/components', 'web/src/lib', 'web/src/styles', 'functions/src', 'infra/scripts/build-web.ts', 'package-lock.json'],
};
export const popupAsset: Asset = {
  what: 'the Pay pop-up',
  script: 'build:popup',
  output: 'popup/dist/inline.js',
  source: 'popup/scripts/build.ts',
  inputs: ['popup/src', 'popup/scripts', 'package-lock.json'],
};

/** The newest modification time under the given files and folders (tests beside the code included). */
export function newestInput(root: string, inputs: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const input of inputs) visit(join(root, input));
  return newest;
}

/** True when the build is missing or older than any of its inputs. */
export function needsBuild(root: string, asset: Asset): boolean {
  const output = join(root, asset.output);
  if (!existsSync(output)) return true;
  return newestInput(root, asset.inputs) > statSync(output).mtimeMs;
}

function runScript(script: string, logFile: string): Promise<number | null> {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  // Always a production build: a test runner's NODE_ENV=test would otherwise make Vite ship React's
  // development build (StrictMode double effects, no minification), which is not what users get.
  const child = spawn('npm', ['run', script, '--silent'], {
    cwd: repoRoot(),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return new Promise((resolveCode) => {
    child.once('exit', resolveCode);
    child.once('error', () => resolveCode(null));
  });
}

/**
 * Builds whatever is missing or stale (first run, after a clean, or after a source change). A build that does not exist yet in the
 * repository is skipped with a note; a failing build is reported with the end of its log but does not stop
 * the stack (the API still works, and the gateway answers the missing page with a clear message).
 */
export async function buildMissing(assets: readonly Asset[], logsFolder: string, say: (line: string) => void): Promise<void> {
  for (const asset of assets) {
    const root = repoRoot();
    if (!needsBuild(root, asset)) continue;
    if (!existsSync(join(root, asset.source))) {
      say(`Skipping ${asset.what}: ${asset.source} does not exist yet.`);
      continue;
    }
    say(`Building ${asset.what} (npm run ${asset.script})…`);
    const logFile = join(logsFolder, `${asset.script.replace(':', '-')}.log`);
    const code = await runScript(asset.script, logFile);
    if (code !== 0 || !existsSync(join(root, asset.output))) {
      say(`Building ${asset.what} failed (log: ${logFile}):\n${tailOf(logFile)}`);
    }
  }
}
