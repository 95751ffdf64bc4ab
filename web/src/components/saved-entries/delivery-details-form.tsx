import { useState, type FormEvent } from 'react';
import type { DeliveryDetails, DeliveryDetailsInput } from '@functions/shop/delivery-details/contract';
import { EntryFormActions } from './saved-entry-actions';
import './saved-entries.css';

interface DeliveryDetailsFormProps {
  /** The form's heading ('Add New Address', 'Edit address'). */
  title: string;
  initial?: DeliveryDetails | undefined;
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

/** Add/edit form of SPEC §2: no client-side validation; the server's message is shown. */
export function DeliveryDetailsForm({ title, initial, onSubmit, onCancel }: DeliveryDetailsFormProps) {
  const [values, setValues] = useState({
    country: initial?.country ?? 'Nigeria',
    name: initial?.name ?? '',
    phone: initial?.phone ?? '',
    address: initial?.address ?? '',
    state: initial?.state ?? '',
    city: initial?.city ?? '',
  });
  const [isDefault, setDefault] = useState(initial?.default ?? false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit({ ...values, default: isDefault });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit}>
      <h3>{title}</h3>
      {fields.map((field, index) => (
        <div className="account-field" key={field.key}>
          <label htmlFor={`address-${field.key}`}>{field.label}</label>
          <input
            id={`address-${field.key}`}
            autoComplete={field.autoComplete}
            value={values[field.key]}
            onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
            type={field.key === 'phone' ? 'tel' : 'text'}
            autoFocus={index === 0}
          />
        </div>
      ))}
      <label className="account-switch">
        <input type="checkbox" role="switch" checked={isDefault} onChange={(event) => setDefault(event.target.checked)} /> Make Default
      </label>
      <EntryFormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
