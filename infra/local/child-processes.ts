import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Preloaded into every Node child: exits when the supervisor disappears (its parent changes), so even a
 * supervisor killed with SIGKILL leaves no Node emulator or gateway behind.
 */
export const parentGuardImport =
  'data:text/javascript,const p=process.ppid;setInterval(()=>{if(process.ppid!==p)process.exit(0)},500).unref();';

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** stdout and stderr go here, never to the terminal. */
  logFile: string;
  /** A task that is meant to finish (a seed), not a service: its exit is not a failure of the stack. */
  oneShot?: boolean;
  /**
   * A worker whose state lives elsewhere (the webhook consumer: its events are in Pay's table): if it dies,
   * it is started again instead of stopping the stack, as Lambda would invoke a new instance.
   */
  restartOnExit?: boolean;
}

export interface ManagedChild {
  readonly name: string;
  readonly logFile: string;
  readonly process: ChildProcess;
  alive(): boolean;
  readonly exited: Promise<number | null>;
}

/** The last lines of a log file, to explain a failure without flooding the terminal. */
export function tailOf(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * The supervisor's children. They stay in the supervisor's process group (so Ctrl-C in a terminal, or a
 * test teardown that signals the whole group, reaches every one of them) and are also stopped explicitly
 * by `stopAll` when the supervisor is asked to stop.
 */
export class ChildProcesses {
  private readonly children: ManagedChild[] = [];
  private stopping = false;
  private unexpectedExitListener: ((child: ManagedChild, code: number | null) => void) | undefined;

  onUnexpectedExit(listener: (child: ManagedChild, code: number | null) => void): void {
    this.unexpectedExitListener = listener;
  }

  start(spec: ChildSpec): ManagedChild {
    mkdirSync(dirname(spec.logFile), { recursive: true });
    const log = openSync(spec.logFile, 'a');
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    let running = true;
    const exited = new Promise<number | null>((resolveExit) => {
      child.once('exit', (code) => {
        running = false;
        resolveExit(code);
      });
      child.once('error', () => {
        running = false;
        resolveExit(null);
      });
    });
    const managed: ManagedChild = { name: spec.name, logFile: spec.logFile, process: child, alive: () => running, exited };
    void exited.then((code) => {
      if (this.stopping || spec.oneShot || !this.children.includes(managed)) return;
      if (spec.restartOnExit) {
        this.children.splice(this.children.indexOf(managed), 1);
        this.start(spec);
        return;
      }
      this.unexpectedExitListener?.(managed, code);
    });
    this.children.push(managed);
    return managed;
  }

  /** Stops one child (used when a start attempt is retried on another port). */
  async stop(child: ManagedChild, graceMs = 5000): Promise<void> {
    const index = this.children.indexOf(child);
    if (index >= 0) this.children.splice(index, 1);
    await stopChild(child, graceMs);
  }

  /** SIGTERM to every child still running, SIGKILL to any that outlive the grace period. */
  async stopAll(graceMs = 5000): Promise<void> {
    this.stopping = true;
    await Promise.all(this.children.map((child) => stopChild(child, graceMs)));
  }
}

async function stopChild(child: ManagedChild, graceMs: number): Promise<void> {
  if (!child.alive()) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (child.alive()) child.process.kill('SIGKILL');
  }, graceMs);
  await child.exited;
  clearTimeout(timer);
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a whole detached process group (a local stack started by the test harness or the bench): SIGTERM,
 * then SIGKILL for anything still there after the grace period.
 */
export async function stopProcessGroup(pid: number, graceMs = 10_000): Promise<void> {
  if (!Number.isInteger(pid) || pid <= 0 || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((wake) => setTimeout(wake, 100));
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}
