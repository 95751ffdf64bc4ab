import { DashboardApiError } from './dashboard-api';

/**
 * The API's message for each field it refused (the first per field, keyed by the body's field name), to show
 * beside the fields; empty for any other failure. Its own module: only the lazily loaded forms use it.
 */
export function fieldProblems(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof DashboardApiError)) return out;
  for (const problem of error.errors) if (typeof problem?.path === 'string' && typeof problem.message === 'string') out[problem.path] ??= problem.message;
  return out;
}

/**
 * A form's failed save: the refusals it has a field for (`fields`), to stand beside them; any other failure is
 * thrown on, for the form to show as its problem.
 */
export function problemsBesideFields(error: unknown, fields: readonly string[]): Record<string, string> {
  const problems = fieldProblems(error);
  if (!Object.keys(problems).some((field) => fields.includes(field))) throw error;
  return problems;
}
