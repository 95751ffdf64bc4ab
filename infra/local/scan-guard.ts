import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Local stack only, for tests: records every DynamoDB `Scan` the handlers issue, so a test can assert that
 * no request path scans a table (a Scan reads the whole table: its cost grows with the data, not the answer).
 * The gateway process (infra/local/gateway/run-gateway.ts) turns it on when `ASO_SCAN_LOG` names a file;
 * the test stack (test/support/global-setup.ts) sets it. Deployed Lambdas never load this module.
 */
export const scanLogVariable = 'ASO_SCAN_LOG';

/** Where the test stack's gateways record Scans: one JSON line per Scan, in the stack's data folder. */
export function scanLogFile(dataDir: string): string {
  return join(dataDir, 'scans.jsonl');
}

export interface RecordedScan {
  at: string;
  table: string;
}

/** A line per gateway that turned recording on, so a test can tell "no Scan" from "nothing recorded". */
interface ArmedLine {
  armed: string;
}

/**
 * Adds a middleware that appends a line to `file` for each Scan sent through `client` (the Scan still runs),
 * after a first line saying that `who` (the gateway) records.
 */
export function recordScans(client: DynamoDBDocumentClient, file: string, who: string): void {
  const armed: ArmedLine = { armed: who };
  appendFileSync(file, `${JSON.stringify(armed)}\n`);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'ScanCommand') {
        const input: object = args.input;
        const table = 'TableName' in input && typeof input.TableName === 'string' ? input.TableName : '?';
        const line: RecordedScan = { at: new Date().toISOString(), table };
        appendFileSync(file, `${JSON.stringify(line)}\n`);
      }
      return next(args);
    },
    { step: 'initialize', name: 'localScanRecorder' },
  );
}

export interface ScanLog {
  /** The gateways that recorded (`shop`, `pay`). */
  armed: string[];
  scans: RecordedScan[];
}

export function readScanLog(file: string): ScanLog {
  const log: ScanLog = { armed: [], scans: [] };
  if (!existsSync(file)) return log;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const entry = JSON.parse(line) as Partial<ArmedLine & RecordedScan>;
    if (entry.armed) log.armed.push(entry.armed);
    else log.scans.push({ at: entry.at ?? '', table: entry.table ?? '' });
  }
  return log;
}
