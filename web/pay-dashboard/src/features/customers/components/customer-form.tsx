import { useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { invalidate } from '../../../../../src/lib/use-query';
import { useFieldForm } from '../../../lib/use-field-form';
import { createCustomer } from '../api/create-customer';
import type { Customer } from '../api/customer-types';
import { customersKey } from '../api/list-customers';
import { updateCustomer } from '../api/update-customer';

const fields = ['email', 'first_name', 'last_name', 'phone'];

/**
 * Create a customer (e-mail, names, phone) or edit one (`customer`: names and phone; the API never changes the
 * e-mail). The API's messages stand beside their fields, and focus moves to the first refused one.
 */
export function CustomerForm({ customer, onSaved }: { customer?: Customer; onSaved: (saved: Customer) => void }) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState(customer?.first_name ?? '');
  const [lastName, setLastName] = useState(customer?.last_name ?? '');
  const [phone, setPhone] = useState(customer?.phone ?? '');
  const { formRef, errors, busy, submit } = useFieldForm(() => fields, async () => {
    const names = { first_name: firstName.trim(), last_name: lastName.trim(), phone: phone.trim() };
    const saved = customer ? await updateCustomer(customer.customer_code, names) : await createCustomer({ email: email.trim(), ...names });
    invalidate(customersKey);
    onSaved(saved);
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form" aria-label={customer ? 'Edit customer' : 'New customer'}>
      {customer ? (
        <p>
          E-mail: <strong>{customer.email}</strong> (a customer&apos;s e-mail does not change)
        </p>
      ) : (
        <SettingsField label="E-mail" type="email" autoComplete="off" value={email} onChange={setEmail} error={errors.email} required />
      )}
      <SettingsField label="First name" autoComplete="off" value={firstName} onChange={setFirstName} error={errors.first_name} />
      <SettingsField label="Last name" autoComplete="off" value={lastName} onChange={setLastName} error={errors.last_name} />
      <SettingsField label="Phone" type="tel" autoComplete="off" value={phone} onChange={setPhone} error={errors.phone} />
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <SubmitButton busy={busy} label={customer ? 'Save customer' : 'Add customer'} busyLabel="Saving…" />
    </form>
  );
}
