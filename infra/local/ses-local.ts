import { join } from 'node:path';
import type { ChildProcesses, ManagedChild } from './child-processes';
import { parentGuardImport } from './child-processes';
import { repoRoot } from './paths';
import { connectHost, emulatorStartTimeoutMs, freePort, listenHost, waitFor } from './ports';

export interface SesLocal {
  endpoint: string;
  child: ManagedChild;
}

/** Starts aws-ses-v2-local (the real SESv2 SendEmail API). It keeps mails in memory until it stops. */
export async function startSesLocal(children: ChildProcesses, options: { logFile: string }): Promise<SesLocal> {
  const port = await freePort();
  const child = children.start({
    name: 'aws-ses-v2-local',
    command: process.execPath,
    args: [
      '--import',
      parentGuardImport,
      join(repoRoot(), 'node_modules', 'aws-ses-v2-local', 'dist', 'cli.js'),
      '--host',
      listenHost(),
      '--port',
      String(port),
    ],
    logFile: options.logFile,
  });
  const endpoint = `http://${connectHost()}:${port}`;
  await waitFor(
    'aws-ses-v2-local',
    async () => {
      const response = await fetch(`${endpoint}/health-check`);
      if (!response.ok) throw new Error(`health check answered ${response.status}`);
    },
    emulatorStartTimeoutMs,
    child.alive,
  );
  return { endpoint, child };
}
