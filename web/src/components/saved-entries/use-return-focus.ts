import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * A list whose buttons swap it for a form or a confirmation: when the list comes back, focus returns to
 * the button that left it (`data-focus-key`), or to the add button (`data-focus-key="add"`) when that
 * entry is gone — never to the page body, where keyboard and screen-reader users would lose their place.
 */
export function useReturnFocus(listShown: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const key = useRef<string | null>(null);

  useEffect(() => {
    if (!listShown || key.current === null) return;
    const root = container.current;
    const wanted = root?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key.current)}"]`);
    (wanted ?? root?.querySelector<HTMLElement>('[data-focus-key="add"]'))?.focus();
    key.current = null;
  }, [listShown]);

  return {
    container,
    remember: (event: MouseEvent<HTMLElement>) => {
      key.current = event.currentTarget.dataset.focusKey ?? 'add';
    },
    /** Where focus goes when the list is back, e.g. `add` after a delete (the entry is about to vanish). */
    returnTo: (focusKey: string) => {
      key.current = focusKey;
    },
  };
}
