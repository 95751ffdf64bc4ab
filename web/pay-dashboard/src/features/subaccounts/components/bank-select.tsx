import { useId } from 'react';
import type { Bank } from '../api/subaccount-types';

/** The settlement bank, picked from Pay's bank list by code; its error read with it, like a `SettingsField`'s. */
export function BankSelect({ banks, value, onChange, error }: { banks: readonly Bank[]; value: string; onChange: (code: string) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>Settlement bank</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">Choose a bank</option>
        {banks.map((bank) => (
          <option key={bank.id} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="settings-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
