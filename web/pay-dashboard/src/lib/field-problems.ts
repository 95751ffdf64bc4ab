import { DashboardApiError } from './dashboard-api';

/**
 * A form's failed save: the API's message for each refused field the form has (`fields`; the first per field),
 * to stand beside them; any other failure is thrown on, for the form to show as its problem. Its own module:
 * only the lazily loaded forms use it.
 */
export function problemsBesideFields(error: unknown, fields: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (error instanceof DashboardApiError) for (const { path, message } of error.errors) if (fields.includes(path)) problems[path] ??= message;
  if (Object.keys(problems).length === 0) throw error;
  return problems;
}
