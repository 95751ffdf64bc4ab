import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '../../lib/router/link';

export type MenuEntry = { label: string; href: string } | { label: string; onSelect: () => void };

/**
 * A menu button (WAI-ARIA APG): the button says whether its menu is open; Enter, Space or ArrowDown open it
 * on the first entry and ArrowUp on the last; ArrowUp/ArrowDown, Home and End move between entries; Escape
 * closes it and gives the focus back to the button; Tab, a click outside or choosing an entry closes it.
 */
export function MenuButton({ label, entries, className = '' }: { label: ReactNode; entries: readonly MenuEntry[]; className?: string }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      // The header's own Escape (closing the phone menu) must not also fire.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className={`menu-button ${className}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      <ul id={menuId} role="menu" className="menu-button__menu" hidden={!open} onKeyDown={onMenuKey}>
        {entries.map((entry, index) => (
          <li key={entry.label} role="none">
            {'href' in entry ? (
              <Link
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                className="menu-button__item"
                to={entry.href}
                onClick={() => setOpen(false)}
              >
                {entry.label}
              </Link>
            ) : (
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu-button__item"
                onClick={() => {
                  setOpen(false);
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
