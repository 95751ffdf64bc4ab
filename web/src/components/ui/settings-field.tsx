import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, FieldNotes } from './field-notes';
import './settings-field.css';

interface SettingsFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled settings input whose hint and error are read with it. */
export function SettingsField({ label, value, onChange, error, hint, ...input }: SettingsFieldProps) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
