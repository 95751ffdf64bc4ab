import { useId, useState } from 'react';
import { SelectField } from '../../../../../src/components/ui/select-field';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { useFieldForm } from '../../../lib/use-field-form';
import type { Split, SplitChanges } from '../api/split-types';
import { bearerOptions } from './split-form';
import { SubaccountCodeField, SubaccountSuggestions } from './subaccount-code-field';

const isBearer = (value: string): value is Split['bearer_type'] => bearerOptions.some((option) => option.value === value);

/** Edit a split: its name, whether it is active, and who bears Pay's fees. */
export function SplitSettingsForm({ split, onSave }: { split: Split; onSave: (changes: SplitChanges) => Promise<void> }) {
  const listId = useId();
  const [name, setName] = useState(split.name);
  const [active, setActive] = useState(split.active ? 'true' : 'false');
  const [bearerType, setBearerType] = useState<Split['bearer_type']>(split.bearer_type);
  const [bearerSubaccount, setBearerSubaccount] = useState(split.bearer_subaccount_code ?? '');
  const [done, setDone] = useState('');
  const { formRef, errors, busy, submit } = useFieldForm(
    () => ['name', 'active', 'bearer_type', 'bearer_subaccount'],
    async () => {
      setDone('');
      await onSave({
        name: name.trim(),
        active: active === 'true',
        bearer_type: bearerType,
        ...(bearerType === 'subaccount' ? { bearer_subaccount: bearerSubaccount.trim() } : {}),
      });
      setDone('Split saved');
    },
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form">
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <SettingsField label="Name" value={name} onChange={setName} error={errors.name} maxLength={100} />
      <SelectField
        label="Status"
        value={active}
        onChange={setActive}
        options={[
          { value: 'true', label: 'Active: payments may use it' },
          { value: 'false', label: 'Inactive' },
        ]}
        error={errors.active}
      />
      <SelectField label="Who bears Pay's fees" value={bearerType} onChange={(value) => isBearer(value) && setBearerType(value)} options={bearerOptions} error={errors.bearer_type} />
      {bearerType === 'subaccount' ? <SubaccountCodeField label="Subaccount bearing the fees" value={bearerSubaccount} onChange={setBearerSubaccount} error={errors.bearer_subaccount} listId={listId} /> : null}
      <SubaccountSuggestions id={listId} />
      <SubmitButton busy={busy} label="Save changes" busyLabel="Saving…" />
      <p role="status">{done}</p>
    </form>
  );
}
