import { useId, useState } from 'react';
import { SelectField } from '../../../../../src/components/ui/select-field';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { useFieldForm } from '../../../lib/use-field-form';
import type { Split, SplitRequest } from '../api/split-types';
import { shareLabel, shareToSend } from './share-input';
import { SubaccountCodeField, SubaccountSuggestions } from './subaccount-code-field';

export const typeOptions = [
  { value: 'percentage', label: 'Percentage of each payment' },
  { value: 'flat', label: 'Flat amount of each payment' },
] as const;

export const bearerOptions = [
  { value: 'account', label: 'Your account' },
  { value: 'subaccount', label: 'One of the subaccounts' },
  { value: 'all-proportional', label: 'Everyone, in proportion to their share' },
  { value: 'all', label: 'Everyone, equally' },
] as const;

interface Row {
  key: number;
  subaccount: string;
  share: string;
}

const isType = (value: string): value is Split['type'] => typeOptions.some((option) => option.value === value);
const isBearer = (value: string): value is Split['bearer_type'] => bearerOptions.some((option) => option.value === value);

/** A new split: name, type, currency, who bears the fees, and its subaccounts with their shares (rows added and removed). */
export function SplitForm({ onCreate }: { onCreate: (body: SplitRequest) => Promise<void> }) {
  const listId = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<Split['type']>('percentage');
  const [bearerType, setBearerType] = useState<Split['bearer_type']>('account');
  const [bearerSubaccount, setBearerSubaccount] = useState('');
  const [rows, setRows] = useState<Row[]>([{ key: 0, subaccount: '', share: '' }]);
  const fields = () => ['name', 'type', 'currency', 'bearer_type', 'bearer_subaccount', 'subaccounts', ...rows.flatMap((_, index) => [`subaccounts[${index}].subaccount`, `subaccounts[${index}].share`])];
  const { formRef, errors, busy, submit } = useFieldForm(fields, () =>
    onCreate({
      name: name.trim(),
      type,
      currency: 'NGN',
      bearer_type: bearerType,
      ...(bearerType === 'subaccount' ? { bearer_subaccount: bearerSubaccount.trim() } : {}),
      // Shares as typed when they are not numbers: the API's message then names the row.
      subaccounts: rows.map((row) => ({ subaccount: row.subaccount.trim(), share: shareToSend(type, row.share) })),
    }),
  );
  const change = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const nextKey = Math.max(...rows.map((row) => row.key)) + 1;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form">
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <SettingsField label="Name" value={name} onChange={setName} error={errors.name} maxLength={100} />
      <SelectField label="Type" value={type} onChange={(value) => isType(value) && setType(value)} options={typeOptions} error={errors.type} />
      <SelectField label="Currency" value="NGN" onChange={() => undefined} options={[{ value: 'NGN', label: 'Naira (NGN)' }]} error={errors.currency} />
      <SelectField label="Who bears Pay's fees" value={bearerType} onChange={(value) => isBearer(value) && setBearerType(value)} options={bearerOptions} error={errors.bearer_type} />
      {bearerType === 'subaccount' ? <SubaccountCodeField label="Subaccount bearing the fees" value={bearerSubaccount} onChange={setBearerSubaccount} error={errors.bearer_subaccount} listId={listId} /> : null}
      <fieldset className="dash-panel">
        <legend>Subaccounts and their shares</legend>
        {rows.map((row, index) => (
          <div key={row.key} className="dash-filters" role="group" aria-label={`Subaccount ${index + 1}`}>
            <SubaccountCodeField
              label={`Subaccount ${index + 1} code`}
              value={row.subaccount}
              onChange={(value) => change(row.key, { subaccount: value })}
              error={errors[`subaccounts[${index}].subaccount`] ?? (index === 0 ? errors.subaccounts : undefined)}
              listId={listId}
            />
            <SettingsField label={`${shareLabel(type)} of subaccount ${index + 1}`} inputMode="decimal" value={row.share} onChange={(value) => change(row.key, { share: value })} error={errors[`subaccounts[${index}].share`]} />
            <button type="button" className="button button--outline button--small" disabled={rows.length === 1} onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}>
              Remove subaccount {index + 1}
            </button>
          </div>
        ))}
        <div className="dash-actions">
          <button type="button" className="button button--outline button--small" onClick={() => setRows((current) => [...current, { key: nextKey, subaccount: '', share: '' }])}>
            Add a subaccount
          </button>
        </div>
      </fieldset>
      <SubaccountSuggestions id={listId} />
      <SubmitButton busy={busy} label="Create split" busyLabel="Creating…" />
    </form>
  );
}
