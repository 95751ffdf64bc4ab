import { useState, type FormEvent } from 'react';
import { deliveryDetailsInput, type DeliveryDetails, type DeliveryDetailsInput } from '@functions/shop/delivery-details/contract';
import { fieldErrors, useFieldErrors } from '../../lib/use-field-errors';
import { StateSelect } from '../ui/state-select';
import { EntryField, fieldAria } from './entry-field';
import { EntryFormActions } from './saved-entry-actions';
import './saved-entries.css';

interface DeliveryDetailsFormProps {
  /** The form's heading ('Add New Address', 'Edit address'). */
  title: string;
  /** The address being edited, or the one to start from (the address typed at registration). */
  initial?: Partial<DeliveryDetails> | undefined;
  onSubmit: (details: DeliveryDetailsInput) => Promise<void>;
  onCancel: () => void;
}

const fields = [
  { key: 'country', label: 'Country/Region', autoComplete: 'country-name' },
  { key: 'name', label: 'Contact Name', autoComplete: 'name' },
  { key: 'phone', label: 'Mobile Number', autoComplete: 'tel' },
  { key: 'address', label: 'Address', autoComplete: 'street-address' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
] as const;

/**
 * Add/edit form of SPEC §2, checked with the server's own rules before it is sent: every problem at once,
 * each beside its field; a Nigerian address picks its state from the one list of states.
 */
export function DeliveryDetailsForm({ title, initial, onSubmit, onCancel }: DeliveryDetailsFormProps) {
  const [values, setValues] = useState({
    country: initial?.country || 'Nigeria',
    name: initial?.name ?? '',
    phone: initial?.phone ?? '',
    address: initial?.address ?? '',
    state: initial?.state ?? '',
    city: initial?.city ?? '',
  });
  const [isDefault, setDefault] = useState(initial?.default ?? false);
  const [busy, setBusy] = useState(false);
  const { formRef, errors, check } = useFieldErrors();
  const inNigeria = values.country.trim().toLowerCase() === 'nigeria';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const details = { ...values, default: isDefault };
    if (!check(fieldErrors(deliveryDetailsInput.safeParse(details).error))) return;
    setBusy(true);
    try {
      await onSubmit(details);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
      <h3>{title}</h3>
      {fields.map((field, index) => {
        const id = `address-${field.key}`;
        const error = errors[field.key];
        const change = (value: string) => setValues((current) => ({ ...current, [field.key]: value }));
        return (
          <EntryField key={field.key} id={id} label={field.label} error={error}>
            {field.key === 'state' && inNigeria ? (
              <StateSelect id={id} value={values.state} onChange={change} {...fieldAria(id, error)} />
            ) : (
              <input
                id={id}
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(event) => change(event.target.value)}
                type={field.key === 'phone' ? 'tel' : 'text'}
                autoFocus={index === 0}
                {...fieldAria(id, error)}
              />
            )}
          </EntryField>
        );
      })}
      <label className="account-switch">
        <input type="checkbox" role="switch" checked={isDefault} onChange={(event) => setDefault(event.target.checked)} /> Make Default
      </label>
      <EntryFormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
