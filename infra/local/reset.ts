import { existsSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { relative, resolve } from 'node:path';
import { readStackState } from './stack-state';
import { dataDir, repoRoot } from './paths';

/** `npm run reset`: wipes the local data folder (tables, users, objects, secrets, logs); keeps `.cache/`. */
function main(): void {
  const data = dataDir();
  if (!existsSync(data)) {
    process.stdout.write(`Nothing to reset: ${data} does not exist.\n`);
    return;
  }
  // LOCAL_DATA_DIR is user input: never wipe the repository, a folder holding it, the home folder or the root.
  const holdsRepo = !relative(resolve(data), repoRoot()).startsWith('..');
  if (holdsRepo || resolve(data) === homedir() || resolve(data) === '/') {
    process.stderr.write(`Refusing to delete ${data}: LOCAL_DATA_DIR must be a folder of its own (default .local/).\n`);
    process.exit(1);
  }
  const state = readStackState(data);
  if (state && isRunning(state.pid)) {
    process.stderr.write(`The local stack is still running (pid ${state.pid}): stop it with Ctrl-C first.\n`);
    process.exit(1);
  }
  rmSync(data, { recursive: true, force: true });
  process.stdout.write(`Removed ${data}. The next \`npm start\` seeds a fresh catalog and accounts.\n`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

main();
