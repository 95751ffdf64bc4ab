import type { SelectHTMLAttributes } from 'react';
import { nigerianStates } from '../../lib/nigerian-states';

interface StateSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> {
  id: string;
  value: string;
  onChange: (state: string) => void;
}

/**
 * Nigeria's 36 states and the FCT after a 'Choose a state' prompt: the one list of the registration, profile
 * and address forms. A state saved before the list existed stays shown, and choosable, until it is changed.
 */
export function StateSelect({ value, onChange, autoComplete = 'address-level1', ...select }: StateSelectProps) {
  const unlisted = value !== '' && !(nigerianStates as readonly string[]).includes(value);
  return (
    <select value={value} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} {...select}>
      <option value="">Choose a state</option>
      {unlisted ? <option value={value}>{value}</option> : null}
      {nigerianStates.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </select>
  );
}
