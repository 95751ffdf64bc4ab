import { useState, type FormEvent } from 'react';
import { problemMessage } from './dashboard-api';

/**
 * A form's submit: no reload, busy while the action runs, and the action's failure as the problem to show
 * (the API's message, or one the action throws itself).
 */
export function useFormAction(action: () => Promise<void>) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem(problemMessage(error));
    }
    setBusy(false);
  }
  return { submit, problem, busy };
}
