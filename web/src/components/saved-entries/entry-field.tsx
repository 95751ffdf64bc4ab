import type { ReactNode } from 'react';

interface EntryFieldProps {
  id: string;
  label: string;
  /** The message shown beside the field and read with it (`aria-describedby`). */
  error?: string | undefined;
  hint?: ReactNode;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by `fieldAria`. */
  children: ReactNode;
}

/** `aria-invalid` and `aria-describedby` (hint, then error) for the control of an `EntryField` with this id. */
export function fieldAria(id: string, error: string | undefined, hasHint = false): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const described = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) };
}

/** A labelled field of the account forms with its hint and its error beside it. */
export function EntryField({ id, label, error, hint, children }: EntryFieldProps) {
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
