import { useState } from 'react';

interface SecretInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle (one name, `aria-pressed` says whether it is shown). */
export function SecretInput({ id, label, value, onChange, autoComplete }: SecretInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-field__secret">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="account-field__toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((current) => !current)}>
          Show <span className="visually-hidden">{label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}
