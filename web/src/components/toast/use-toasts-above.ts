import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable phones' toasts rise by (`toast.css`). */
const clearanceVariable = '--toasts-above';

/**
 * While the element in `ref` is on screen, toasts on phones (which rise from the bottom) sit above it: a
 * drawer's buttons at the bottom of the screen stay visible and clickable under an 'added to cart' toast.
 */
export function useToastsAbove(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const update = (): void => root.style.setProperty(clearanceVariable, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(clearanceVariable);
    };
  }, [ref]);
}
