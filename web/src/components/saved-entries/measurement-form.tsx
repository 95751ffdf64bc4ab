import { useRef, useState, type FormEvent } from 'react';
import { measureGuidance, measureLabels, measureNames, measureRanges, measurementsInput, type Measurements } from '@functions/shop/measurement/contract';
import { EntryFormActions } from './saved-entry-actions';
import './saved-entries.css';

interface MeasurementFormProps {
  /** The form's heading ('Add New Measurement', 'Edit …'). */
  title: string;
  initial?: Measurements | undefined;
  onSubmit: (measurements: Record<string, string | number>) => Promise<void>;
  onCancel: () => void;
}

export function MeasurementForm({ title, initial, onSubmit, onCancel }: MeasurementFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [invalidField, setInvalidField] = useState<string>();
  const [values, setValues] = useState<Record<string, string>>(() => {
    const out: Record<string, string> = { name: initial?.name ?? '' };
    for (const field of measureNames) out[field] = initial?.[field] === undefined ? '' : String(initial[field]);
    return out;
  });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = measurementsInput.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'name');
      setError(issue?.message);
      setInvalidField(field);
      formRef.current?.querySelector<HTMLElement>(`#${field === 'name' ? 'measurement-name' : `measure-${field}`}`)?.focus();
      return;
    }
    setError(undefined);
    setInvalidField(undefined);
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
      <h3>{title}</h3>
      <p className="account-form__note">
        All measures in inches, taken with a tape, tight fitting — no centimetres. We add the allowances in-house.
      </p>
      <div className="account-field">
        <label htmlFor="measurement-name">Whose measurement</label>
        <input
          id="measurement-name"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          autoComplete="off"
          aria-invalid={invalidField === 'name' ? true : undefined}
          aria-describedby={invalidField === 'name' ? 'measurement-error' : undefined}
          required
          autoFocus
        />
      </div>
      {measureNames.map((field) => (
        <div className="account-field account-field--measure" key={field}>
          <svg className="account-field__figure" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <circle cx="12" cy="4" r="2.5" fill="none" stroke="currentColor" />
            <path d="M12 7v8M7 10h10M12 15l-3 7M12 15l3 7" fill="none" stroke="currentColor" />
          </svg>
          <label htmlFor={`measure-${field}`}>{measureLabels[field]} (inches)</label>
          <input
            id={`measure-${field}`}
            inputMode="decimal"
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            aria-describedby={invalidField === field ? `measure-${field}-help measurement-error` : `measure-${field}-help`}
            aria-invalid={invalidField === field ? true : undefined}
          />
          <p id={`measure-${field}-help`} className="account-field__hint">
            {measureGuidance[field]} ({measureRanges[field].min}–{measureRanges[field].max} in)
          </p>
        </div>
      ))}
      {error ? <p id="measurement-error" role="alert" className="account-field__error">{error}</p> : null}
      <EntryFormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
