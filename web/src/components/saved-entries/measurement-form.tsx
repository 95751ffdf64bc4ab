import { useState, type FormEvent } from 'react';
import { measureGuidance, measureLabels, measureNames, measureRanges, measurementsInput, type Measurements } from '@functions/shop/measurement/contract';
import { fieldErrors, useFieldErrors } from '../../lib/use-field-errors';
import { EntryField, fieldAria } from './entry-field';
import { EntryFormActions } from './saved-entry-actions';
import './saved-entries.css';

interface MeasurementFormProps {
  /** The form's heading ('Add New Measurement', 'Edit …'). */
  title: string;
  initial?: Measurements | undefined;
  onSubmit: (measurements: Record<string, string | number>) => Promise<void>;
  onCancel: () => void;
}

/** A measurement set, checked with the server's rules before it is sent: every problem at once, each beside its field. */
export function MeasurementForm({ title, initial, onSubmit, onCancel }: MeasurementFormProps) {
  const { formRef, errors, check } = useFieldErrors();
  const [values, setValues] = useState<Record<string, string>>(() => {
    const out: Record<string, string> = { name: initial?.name ?? '' };
    for (const field of measureNames) out[field] = initial?.[field] === undefined ? '' : String(initial[field]);
    return out;
  });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(fieldErrors(measurementsInput.safeParse(values).error))) return;
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
      <EntryField id="measurement-name" label="Whose measurement" error={errors.name}>
        <input
          id="measurement-name"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          autoComplete="off"
          required
          autoFocus
          {...fieldAria('measurement-name', errors.name)}
        />
      </EntryField>
      {measureNames.map((field) => {
        const id = `measure-${field}`;
        return (
          <EntryField
            key={field}
            id={id}
            label={`${measureLabels[field]} (inches)`}
            error={errors[field]}
            hint={`${measureGuidance[field]} (${measureRanges[field].min}–${measureRanges[field].max} in)`}
          >
            <input id={id} inputMode="decimal" value={values[field]} onChange={(event) => setValues({ ...values, [field]: event.target.value })} {...fieldAria(id, errors[field], true)} />
          </EntryField>
        );
      })}
      <EntryFormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
