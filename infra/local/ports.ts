import { createServer } from 'node:net';

/** Asks the kernel for a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('Could not read the port the kernel assigned'));
        return;
      }
      const { port } = address;
      server.close(() => resolvePort(port));
    });
  });
}

/** True when something already listens on the port (any interface). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolveInUse) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolveInUse(true));
    server.listen(port, () => server.close(() => resolveInUse(false)));
  });
}

/**
 * How long an emulator may take to answer after it started. Generous: on a busy two-core machine DynamoDB
 * Local's JVM alone has taken over 30 s, and a child that dies is noticed at once through `isAlive`.
 */
export const emulatorStartTimeoutMs = 120_000;

/** Polls until `probe` succeeds or the time runs out; the last error explains a timeout. */
export async function waitFor(what: string, probe: () => Promise<unknown>, timeoutMs = emulatorStartTimeoutMs, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${what} exited while starting`);
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((wake) => setTimeout(wake, 150));
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s (${reason})`);
}

const wildcardHosts = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The address every local listener binds: loopback unless `HOST` says otherwise (the dev mailbox holds
 * every sign-up code, so the stack stays off the network by default).
 */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || '127.0.0.1';
}

/** The address the stack's own clients dial to reach a listener bound to `listenHost()`. */
export function connectHost(env: NodeJS.ProcessEnv = process.env): string {
  const host = listenHost(env);
  return wildcardHosts.has(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
}

/** The host name in the URLs the stack prints and hands the browser: `localhost`, or the address `HOST` names. */
export function publicHost(env: NodeJS.ProcessEnv = process.env): string {
  const host = env.HOST?.trim();
  return !host || wildcardHosts.has(host) || host === '127.0.0.1' ? 'localhost' : connectHost(env);
}
