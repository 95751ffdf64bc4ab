import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit that found problems, moves focus to the first invalid field, so keyboard and
 * screen-reader users land on the message instead of hunting for it. `attempt` changes on every submit.
 */
export function useFocusFirstError(attempt: number): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return form;
}
