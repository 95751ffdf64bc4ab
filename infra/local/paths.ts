import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where the local stack keeps things. Everything is found from the repository root, which is the working
 * directory of every npm script and of jest (so no `import.meta`: jest loads some of these modules as CommonJS).
 */
export function repoRoot(): string {
  return process.cwd();
}

/** All local data (tables, users, objects, secrets, logs). `LOCAL_DATA_DIR` moves it; `npm run reset` wipes it. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.LOCAL_DATA_DIR;
  if (configured && configured.trim() !== '') {
    return isAbsolute(configured) ? configured : resolve(repoRoot(), configured);
  }
  return join(repoRoot(), '.local');
}

/** Downloaded tools (DynamoDB Local). Kept by `npm run reset`, shared by test runs. */
export function cacheDir(): string {
  return join(repoRoot(), '.cache');
}

export function logsDir(data: string): string {
  return join(data, 'logs');
}

/** Runs a repository script through tsx, in one process (no tsx CLI wrapper that would spawn a second one). */
export function tsxNodeArgs(script: string): string[] {
  return ['--import', 'tsx', join(repoRoot(), script)];
}
