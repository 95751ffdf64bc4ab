import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Test-only DynamoDB fault injection for the LOCAL gateway (never part of a deployed build: nothing under
 * `functions/` imports it, and the gateway installs it only when the stack was started with
 * `LOCAL_FAULT_INJECTION=1`, which the test harness sets). A request carrying `x-aso-fault` runs its handler
 * with a plan; the handlers' shared document client then fails one of that request's DynamoDB calls:
 *
 * - `call=N`: the Nth call of the request (1-based) fails before it reaches DynamoDB;
 * - `transact=N`: the Nth TransactWriteItems call fails before it reaches DynamoDB;
 * - `;applied` after either: the call goes through, then the answer is lost (the write happened, the handler sees an error).
 *
 * The answer says how many DynamoDB calls the request made (`x-aso-dynamodb-calls`) and whether the fault
 * fired (`x-aso-fault-fired: yes|no`), so a test can walk every step of an operation.
 */
export const faultHeader = 'x-aso-fault';

export interface FaultPlan {
  kind: 'call' | 'transact';
  nth: number;
  applied: boolean;
}

export interface FaultRun {
  plan: FaultPlan | undefined;
  calls: string[];
  fired: boolean;
}

const runs = new AsyncLocalStorage<FaultRun>();

export function parseFaultPlan(raw: string | undefined): FaultPlan | undefined {
  const match = raw === undefined ? null : /^(call|transact)=(\d{1,3})(;applied)?$/.exec(raw.trim());
  if (!match) return undefined;
  return { kind: match[1] as FaultPlan['kind'], nth: Number(match[2]), applied: match[3] !== undefined };
}

/** An error as a dropped connection would give: not a DynamoDB answer the handlers know how to read. */
export class InjectedFault extends Error {
  override name = 'InjectedFault';
  readonly $metadata = {};
}

function shouldFail(run: FaultRun, commandName: string): boolean {
  const { plan } = run;
  if (!plan || run.fired) return false;
  const seen = plan.kind === 'call' ? run.calls.length : run.calls.filter((name) => name.startsWith('TransactWriteItems')).length;
  const matches = plan.kind === 'call' || commandName.startsWith('TransactWriteItems');
  return matches && seen === plan.nth;
}

/** Adds the fault step to a client's middleware stack (the handlers' shared document client). */
export function installFaultInjection(client: DynamoDBDocumentClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const run = runs.getStore();
      if (!run) return next(args);
      const commandName = context.commandName ?? 'unknown';
      run.calls.push(commandName);
      if (!shouldFail(run, commandName)) return next(args);
      run.fired = true;
      if (run.plan?.applied) await next(args);
      throw new InjectedFault(`Injected DynamoDB fault on ${commandName} (call ${run.calls.length})`);
    },
    { step: 'initialize', name: 'localFaultInjection' },
  );
}

/** The plan a request's headers ask for (none: the request runs as usual, only its calls are counted). */
export function newFaultRun(headers: IncomingHttpHeaders): FaultRun {
  const raw = headers[faultHeader];
  return { plan: parseFaultPlan(Array.isArray(raw) ? raw[0] : raw), calls: [], fired: false };
}

/** Runs one request's handler under its plan: every DynamoDB call it makes, however deep, sees the run. */
export function runWithFault<T>(run: FaultRun, work: () => Promise<T>): Promise<T> {
  return runs.run(run, work);
}

export function faultRunHeaders(run: FaultRun): Record<string, string> {
  return { 'x-aso-dynamodb-calls': String(run.calls.length), 'x-aso-fault-fired': run.fired ? 'yes' : 'no' };
}
