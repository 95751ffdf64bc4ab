import { useId, useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  hint?: string;
}

/** A password input with a show/hide toggle; its hint and error are read with it. */
export function PasswordField({ label, value, onChange, autoComplete, error, hint }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-field__password">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          required
        />
        <button type="button" className="auth-field__toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((value) => !value)}>
          Show <span className="visually-hidden">{label.toLowerCase()}</span>
        </button>
      </div>
      {hint ? <p id={`${id}-hint`} className="auth-field__hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="auth-field__error">{error}</p> : null}
    </div>
  );
}
