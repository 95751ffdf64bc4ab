import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';

/** The first message per top-level field, for showing beside each input; none when there is no error. */
export function fieldErrors(error: z.core.$ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** The field errors of a form with a new password, plus the `confirm` field's when the two differ. */
export function newPasswordErrors(error: z.core.$ZodError | undefined, password: string, confirm: string): Record<string, string> {
  const problems = fieldErrors(error);
  if (confirm !== password) problems.confirm = 'Passwords do not match';
  return problems;
}

/**
 * The messages shown beside a form's fields. After a submit that found problems, focus moves to the first
 * invalid field, so keyboard and screen-reader users land on the message instead of hunting for it.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  /** Shows `problems` beside their fields and answers whether there were none. */
  function check(problems: Record<string, string>): boolean {
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    setAttempt((value) => value + 1);
    return false;
  }

  return { formRef, errors, check };
}
