import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalEndpoints } from './handler-env';

/**
 * What a running local stack looks like, written to `<data>/stack.json` at every start: the test harness
 * and `npm run admin:create` read it. It holds local-only credentials, inside the (git-ignored) data folder.
 */
export interface StackState {
  shopUrl: string;
  payUrl: string;
  region: string;
  endpoints: LocalEndpoints;
  userPoolId: string;
  userPoolClientId: string;
  /** Pay's merchant staff pool (the dashboard's sign-in) and its app client. */
  staffPoolId: string;
  staffPoolClientId: string;
  tables: { shop: string; pay: string };
  imagesBucket: string;
  accounts: {
    admin: { email: string; password: string };
    customer: { email: string; password: string };
    /** The seeded Shop merchant's owner in Pay's dashboard (two-factor not on until they set it up). */
    shopOwner: { email: string; password: string };
  };
  /** The supervisor's process id. */
  pid: number;
  startedAt: string;
}

export function stateFile(data: string): string {
  return join(data, 'stack.json');
}

/** Written to a temporary file and renamed over the old one, so a reader never sees half a file. */
export function writeStackState(data: string, state: StackState): void {
  const file = stateFile(data);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

export function readStackState(data: string): StackState | undefined {
  const file = stateFile(data);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as StackState;
}
