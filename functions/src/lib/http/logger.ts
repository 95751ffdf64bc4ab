import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * One structured JSON logger per Lambda: one line per entry on stdout (`level`, `message`, `timestamp`,
 * `service`, the Lambda context while a request runs, then the entry's own fields; an `Error` as its name,
 * message, stack and cause). Ours rather than a logging package: every handler bundle carries it, and the
 * package weighed ~23 KB of each one and its import time (issue #24). The level comes from
 * `POWERTOOLS_LOG_LEVEL` or Lambda's `AWS_LAMBDA_LOG_LEVEL` (`SILENT` logs nothing), the service from
 * `POWERTOOLS_SERVICE_NAME`, read on the first entry, never at import.
 */

type Level = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
type Fields = Readonly<Record<string, unknown>>;

const ranks: Record<string, number> = { TRACE: 0, DEBUG: 1, INFO: 2, WARN: 3, ERROR: 4, CRITICAL: 5, SILENT: 6 };

/** An error as JSON can show it (a plain `JSON.stringify` gives `{}`). */
function errorFields(error: Error, depth = 0): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) fields[key] = value;
  if (error.cause !== undefined && depth < 3) fields.cause = error.cause instanceof Error ? errorFields(error.cause, depth + 1) : error.cause;
  return fields;
}

function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return errorFields(value);
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export class JsonLogger {
  private context: Fields = {};
  private coldStart = true;
  private threshold: number | undefined;

  private enabled(level: Level): boolean {
    if (this.threshold === undefined) {
      const configured = (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.AWS_LAMBDA_LOG_LEVEL ?? 'INFO').toUpperCase();
      this.threshold = ranks[configured] ?? ranks.INFO ?? 2;
    }
    return (ranks[level] ?? 0) >= this.threshold;
  }

  private write(level: Level, message: string, fields: Fields = {}): void {
    if (!this.enabled(level)) return;
    const entry = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: process.env.POWERTOOLS_SERVICE_NAME ?? 'aso',
      ...(process.env._X_AMZN_TRACE_ID ? { xray_trace_id: process.env._X_AMZN_TRACE_ID.split(';')[0]?.replace('Root=', '') } : {}),
      ...this.context,
      ...fields,
    };
    let line: string;
    try {
      line = JSON.stringify(entry, replacer);
    } catch {
      line = JSON.stringify({ level, message, timestamp: entry.timestamp, service: entry.service, unserialisable: true });
    }
    process.stdout.write(`${line}\n`);
  }

  debug(message: string, fields?: Fields): void {
    this.write('DEBUG', message, fields);
  }

  info(message: string, fields?: Fields): void {
    this.write('INFO', message, fields);
  }

  warn(message: string, fields?: Fields): void {
    this.write('WARN', message, fields);
  }

  error(message: string, fields?: Fields): void {
    this.write('ERROR', message, fields);
  }

  /** Adds the invocation's Lambda context (and so its request id) to every entry until `clearContext`. */
  addContext(context: Context): void {
    this.context = {
      cold_start: this.coldStart,
      function_name: context.functionName,
      function_memory_size: Number(context.memoryLimitInMB),
      function_arn: context.invokedFunctionArn,
      function_request_id: context.awsRequestId,
    };
    this.coldStart = false;
  }

  clearContext(): void {
    this.context = {};
  }
}

export const logger = new JsonLogger();

/** The middy step that gives each request's entries its Lambda context, cleared when the request ends. */
export function logLambdaContext<TEvent, TResult>(target: JsonLogger = logger): MiddlewareObj<TEvent, TResult> {
  return {
    before: (request) => {
      target.addContext(request.context);
    },
    after: () => {
      target.clearContext();
    },
    onError: () => {
      target.clearContext();
    },
  };
}
