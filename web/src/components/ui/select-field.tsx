import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldNotes } from './field-notes';
import './settings-field.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled select beside `SettingsField`: its hint and error are read with it, and it is marked invalid with an error. */
export function SelectField({ label, value, onChange, options, error, hint, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
