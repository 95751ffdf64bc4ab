import { rmSync } from 'node:fs';
import { stopProcessGroup } from '../../infra/local/child-processes';

/** Stops the stack's whole process group (supervisor, emulators, gateways) and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  await stopProcessGroup(Number(process.env.LOCAL_STACK_PID));
  const data = process.env.LOCAL_STACK_DATA_DIR;
  if (data && data.includes('aso-test-stack-')) rmSync(data, { recursive: true, force: true });
}
