import { useId, useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { formatMoney } from '../../../../../src/lib/money';
import { problemMessage } from '../../../lib/dashboard-api';
import { useFieldForm } from '../../../lib/use-field-form';
import { shareText, type Split } from '../api/split-types';
import { shareLabel, shareToSend } from './share-input';
import { SubaccountCodeField, SubaccountSuggestions } from './subaccount-code-field';

interface MembersProps {
  split: Split;
  editable: boolean;
  onAdd: (entry: { subaccount: string; share: number | string }) => Promise<void>;
  onRemove: (subaccount: string) => Promise<void>;
}

function AddSubaccountForm({ split, onAdd }: Pick<MembersProps, 'split' | 'onAdd'>) {
  const listId = useId();
  const [subaccount, setSubaccount] = useState('');
  const [share, setShare] = useState('');
  const { formRef, errors, busy, submit } = useFieldForm(
    () => ['subaccount', 'share'],
    async () => {
      await onAdd({ subaccount: subaccount.trim(), share: shareToSend(split.type, share) });
      setSubaccount('');
      setShare('');
    },
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form" aria-labelledby={`${listId}-title`}>
      <h3 id={`${listId}-title`}>Add a subaccount</h3>
      <p>A subaccount already in the split gets the new share.</p>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <SubaccountCodeField label="Subaccount code" value={subaccount} onChange={setSubaccount} error={errors.subaccount} listId={listId} />
      <SettingsField label={shareLabel(split.type)} inputMode="decimal" value={share} onChange={setShare} error={errors.share} />
      <SubaccountSuggestions id={listId} />
      <SubmitButton busy={busy} label="Add subaccount" busyLabel="Adding…" />
    </form>
  );
}

/** The split's subaccounts and shares; owners and developers add and remove them. */
export function SplitMembers({ split, editable, onAdd, onRemove }: MembersProps) {
  const [note, setNote] = useState('');
  async function remove(code: string, name: string) {
    if (!window.confirm(`Remove ${name} from this split? New payments will no longer share with it.`)) return;
    try {
      await onRemove(code);
      setNote(`${name} was removed`);
    } catch (error) {
      setNote(problemMessage(error));
    }
  }
  return (
    <section className="dash-panel" aria-labelledby="members-title">
      <h2 id="members-title">Subaccounts</h2>
      <p role="status">{note}</p>
      {split.subaccounts.length === 0 ? (
        <p>This split has no subaccounts yet.</p>
      ) : (
        <div className="dash-table-wrap" role="region" aria-label="Subaccounts table" tabIndex={0}>
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">Subaccount</th>
                <th scope="col">Code</th>
                <th scope="col">Share</th>
                {editable ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {split.subaccounts.map((entry) => (
                <tr key={entry.subaccount.subaccount_code}>
                  <th scope="row">{entry.subaccount.business_name}</th>
                  <td>
                    <code>{entry.subaccount.subaccount_code}</code>
                  </td>
                  <td>{shareText(split, entry.share, formatMoney)}</td>
                  {editable ? (
                    <td>
                      <button type="button" className="button button--outline button--small" onClick={() => void remove(entry.subaccount.subaccount_code, entry.subaccount.business_name)}>
                        Remove<span className="visually-hidden"> {entry.subaccount.business_name}</span>
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editable ? <AddSubaccountForm split={split} onAdd={onAdd} /> : null}
    </section>
  );
}
