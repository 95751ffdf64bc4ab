import type * as z from '../zod';
import type { ApiProblem } from './contract';
import { BadRequestError, type ErrorDetail } from './errors';

function describePath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.').replace('.[', '[');
}

/** Turns zod issues into field problems whose first entry names the first thing to fix. */
export function toApiProblems(error: z.core.$ZodError, where: string): ApiProblem[] {
  return error.issues.map((issue) => {
    const path = describePath(issue.path);
    return { path: path === '' ? where : path, message: issue.message };
  });
}

/** A custom issue may name its Pay error code in `params.code` (e.g. `unsupported_parameter`). */
function detailOf(error: z.core.$ZodError): ErrorDetail | undefined {
  const issue = error.issues[0];
  const code = issue?.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' ? { code } : undefined;
}

/** Parses `value` with `schema` or throws a 400 that names the first problem (and its code, when the schema names one). */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = toApiProblems(result.error, where);
  const first = errors[0];
  const message = !first
    ? `Invalid ${where}`
    : first.path === where || first.message.toLowerCase().startsWith(first.path.toLowerCase())
      ? first.message
      : `${first.path}: ${first.message}`;
  throw new BadRequestError(message, errors, detailOf(result.error));
}
