import { rmSync } from 'node:fs';

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the stack's whole process group (supervisor, emulators, gateways) and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.LOCAL_STACK_PID);
  if (Number.isInteger(pid) && pid > 0 && groupAlive(pid)) {
    process.kill(-pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (groupAlive(pid) && Date.now() < deadline) await new Promise((wake) => setTimeout(wake, 100));
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  }
  const data = process.env.LOCAL_STACK_DATA_DIR;
  if (data && data.includes('aso-test-stack-')) rmSync(data, { recursive: true, force: true });
}
