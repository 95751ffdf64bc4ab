import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopProcessGroup } from '../../infra/local/child-processes';
import { freePort } from '../../infra/local/ports';
import { readStackState, type StackState } from '../../infra/local/stack-state';

export interface RunningStack {
  state: StackState;
  bootMs: number;
  /** The process group's leader: `process.kill(-pid, 'SIGKILL')` crashes the whole stack at once. */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts `npm start`'s stack (the same `infra/local/start.ts`) in its own process group with the given
 * data folder (a fresh one by default) and measures the time until `/api/v1/health` answers 200: for the
 * bench, and for a test that must crash and restart a whole stack of its own.
 */
export async function startOwnStack(data = mkdtempSync(path.join(tmpdir(), 'aso-own-stack-'))): Promise<RunningStack & { data: string }> {
  const shopPort = await freePort();
  const payPort = await freePort();
  const log = openSync(path.join(data, 'stack-terminal.log'), 'a');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'infra', 'local', 'start.ts')], {
    cwd: process.cwd(),
    env: { ...process.env, LOCAL_DATA_DIR: data, SHOP_PORT: String(shopPort), PAY_PORT: String(payPort), LOCAL_STACK_OWNER_PID: String(process.pid) },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not start the local stack');
  const healthUrl = `http://localhost:${shopPort}/api/v1/health`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`The local stack did not start; see ${data}/stack-terminal.log`);
    const ready = readStackState(data)?.pid === pid;
    const response = ready ? await fetch(healthUrl).catch(() => undefined) : undefined;
    if (response?.status === 200) break;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  const bootMs = Math.round(performance.now() - started);
  const state = readStackState(data);
  if (!state) throw new Error('The local stack wrote no state file');
  const stop = () => stopProcessGroup(pid);
  return { state, bootMs, pid, stop, data };
}
