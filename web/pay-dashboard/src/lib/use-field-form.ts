import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../../src/lib/use-field-errors';
import { DashboardApiError, problemMessage } from './dashboard-api';

/**
 * A refusal's messages by the form's field names, the first per field, for showing beside its inputs: a problem
 * goes to its exact path when the form has it (`subaccounts[1].share`), else to its top-level field
 * (`subaccounts`); `form` holds the refusal's message when it named no field the form has. The first problem
 * reads as the API's message says it (without its `path: ` prefix), the others as their problems say.
 */
export function fieldProblems(error: unknown, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const problems = error instanceof DashboardApiError ? error.errors : [];
  problems.forEach((problem, index) => {
    const top = /^[A-Za-z_]\w*/.exec(problem.path)?.[0];
    const field = fields.includes(problem.path) ? problem.path : top !== undefined && fields.includes(top) ? top : undefined;
    const prefix = `${problem.path}: `;
    const message = index === 0 && error instanceof Error ? (error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message) : problem.message;
    if (field !== undefined) out[field] ??= message;
  });
  if (Object.keys(out).length === 0) out.form = problemMessage(error);
  return out;
}

/** A refusal the page makes itself before calling the API, shown beside `field` like the API's own. */
export function fieldRefusal(field: string, message: string): DashboardApiError {
  return new DashboardApiError(message, 400, 'invalid_params', [{ path: field, message }]);
}

/**
 * A form's submit whose refusal is shown field by field (the API's messages beside the inputs they name) with
 * focus on the first invalid field (`formRef` on the form; inputs mark themselves `aria-invalid`); busy meanwhile.
 */
export function useFieldForm(fields: () => readonly string[], action: () => Promise<void>) {
  const { formRef, errors, check } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await action();
      check({});
    } catch (error) {
      check(fieldProblems(error, fields()));
    }
    setBusy(false);
  }
  return { formRef, errors, busy, submit };
}
