import { useId, useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  hint?: string;
  /** A fixed id when a page needs one (tests, labels elsewhere); otherwise one is generated. */
  id?: string;
  /** The wrapper's class; hint and error use `{className}__hint` and `{className}__error`. */
  className?: string;
  /** @default true */
  required?: boolean;
}

/**
 * A password input with a show/hide toggle (one name; `aria-pressed` says whether it is shown). Its hint
 * and error are read with it. Used by sign-in, sign-up, recovery and the account's security settings.
 */
export function PasswordField({ label, value, onChange, autoComplete, error, hint, id, className = 'auth-field', required = true }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [shown, setShown] = useState(false);
  const described = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId}>{label}</label>
      <div className="password-field__row">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          required={required}
        />
        <button type="button" className="password-field__toggle" aria-pressed={shown} aria-controls={inputId} onClick={() => setShown((current) => !current)}>
          Show <span className="visually-hidden">{label.toLowerCase()}</span>
        </button>
      </div>
      {hint ? <p id={`${inputId}-hint`} className={`${className}__hint`}>{hint}</p> : null}
      {error ? <p id={`${inputId}-error`} className={`${className}__error`}>{error}</p> : null}
    </div>
  );
}
