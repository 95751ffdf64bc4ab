import { useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { useFieldForm } from '../../../lib/use-field-form';
import { useBanks } from '../api/list-banks';
import type { Subaccount, SubaccountInput } from '../api/subaccount-types';
import { BankSelect } from './bank-select';

function inputOf(subaccount: Subaccount | undefined): SubaccountInput {
  return {
    business_name: subaccount?.business_name ?? '',
    settlement_bank: subaccount?.bank_code ?? '',
    account_number: subaccount?.account_number ?? '',
    percentage_charge: subaccount === undefined ? '' : String(subaccount.percentage_charge),
    description: subaccount?.description ?? '',
    primary_contact_name: subaccount?.primary_contact_name ?? '',
    primary_contact_email: subaccount?.primary_contact_email ?? '',
    primary_contact_phone: subaccount?.primary_contact_phone ?? '',
    ...(subaccount === undefined ? {} : { active: subaccount.active }),
  };
}

/**
 * The create and edit form: business, settlement bank (Pay's bank list) and account, the merchant's percentage,
 * description and primary contact, and (editing) whether it is active. The API checks everything: its message
 * for each refused field stands beside that field, and focus moves to the first one.
 */
export function SubaccountForm({ subaccount, submitLabel, onSave }: { subaccount?: Subaccount; submitLabel: string; onSave: (input: SubaccountInput) => Promise<void> }) {
  const [input, setInput] = useState<SubaccountInput>(() => inputOf(subaccount));
  const { formRef, errors, busy, submit } = useFieldForm(
    () => Object.keys(input),
    () => onSave(input),
  );
  const banks = useBanks();
  const set = (field: keyof SubaccountInput) => (value: string) => setInput((current) => ({ ...current, [field]: value }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form dash-panel">
      <SettingsField label="Business name" value={input.business_name} onChange={set('business_name')} maxLength={100} error={errors.business_name} />
      {banks.status === 'success' ? (
        <BankSelect banks={banks.data} value={input.settlement_bank} onChange={set('settlement_bank')} error={errors.settlement_bank} />
      ) : (
        <p role="status">{banks.status === 'loading' ? 'Loading the bank list…' : 'The bank list could not be loaded: reload the page to try again.'}</p>
      )}
      <SettingsField label="Account number" hint="The 10-digit NUBAN." inputMode="numeric" value={input.account_number} onChange={set('account_number')} maxLength={10} error={errors.account_number} />
      <SettingsField
        label="Your percentage (%)"
        hint="The share of each payment you keep (0–100); the subaccount gets the rest."
        inputMode="decimal"
        value={input.percentage_charge}
        onChange={set('percentage_charge')}
        error={errors.percentage_charge}
      />
      <SettingsField label="Description" value={input.description} onChange={set('description')} maxLength={500} error={errors.description} />
      <SettingsField label="Contact name" value={input.primary_contact_name} onChange={set('primary_contact_name')} maxLength={100} error={errors.primary_contact_name} />
      <SettingsField label="Contact e-mail" type="email" value={input.primary_contact_email} onChange={set('primary_contact_email')} error={errors.primary_contact_email} />
      <SettingsField label="Contact phone" type="tel" value={input.primary_contact_phone} onChange={set('primary_contact_phone')} maxLength={30} error={errors.primary_contact_phone} />
      {input.active === undefined ? null : (
        <label>
          <input type="checkbox" checked={input.active} onChange={(event) => setInput((current) => ({ ...current, active: event.target.checked }))} /> Active (payments may be split to it)
        </label>
      )}
      {/* A refusal of no field on the form (or of none at all) is shown above the button. */}
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <SubmitButton busy={busy} label={submitLabel} busyLabel="Saving…" />
    </form>
  );
}
