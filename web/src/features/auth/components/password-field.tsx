import { useId, useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  hint?: string;
}

/** A password input with a show/hide toggle and its error tied to it for screen readers. */
export function PasswordField({ label, value, onChange, autoComplete, error, hint }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-field__password">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          required
        />
        <button type="button" className="link-button" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
          {shown ? 'Hide' : 'Show'} <span className="visually-hidden">{label.toLowerCase()}</span>
        </button>
      </div>
      {hint && !error ? <p id={`${id}-hint`} className="auth-field__hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="auth-field__error">{error}</p> : null}
    </div>
  );
}
