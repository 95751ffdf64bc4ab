import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { useSubaccountChoices } from '../api/list-subaccounts';

/** The merchant's active subaccounts as suggestions for a subaccount code field (none if they cannot be read). */
export function SubaccountSuggestions({ id }: { id: string }) {
  const choices = useSubaccountChoices();
  const active = choices.status === 'success' ? choices.data.filter((choice) => choice.active) : [];
  return (
    <datalist id={id}>
      {active.map((choice) => (
        <option key={choice.subaccount_code} value={choice.subaccount_code}>
          {choice.business_name}
        </option>
      ))}
    </datalist>
  );
}

/** A subaccount's code (ACCT_…), suggested from the merchant's subaccounts. */
export function SubaccountCodeField(props: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; listId: string }) {
  return <SettingsField label={props.label} value={props.value} onChange={props.onChange} error={props.error} list={props.listId} autoComplete="off" spellCheck={false} placeholder="ACCT_…" />;
}
