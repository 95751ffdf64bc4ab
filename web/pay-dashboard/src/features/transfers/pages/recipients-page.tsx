import { useState } from 'react';
import { Link } from '../../../lib/link';
import { SelectField } from '../../../../../src/components/ui/select-field';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { invalidate } from '../../../../../src/lib/use-query';
import { DashboardApiError, problemMessage } from '../../../lib/dashboard-api';
import { PagedTable } from '../../../lib/paged-table';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { StatusBadge } from '../../../lib/status-badge';
import { useFieldForm } from '../../../lib/use-field-form';
import { useSearch } from '../../../lib/use-search';
import { useTitle } from '../../../lib/use-title';
import { createRecipient } from '../api/create-recipient';
import { deleteRecipient } from '../api/delete-recipient';
import { useBanks } from '../api/list-banks';
import { recipientsKey, useRecipients } from '../api/list-recipients';

const perPage = 20;

/** A new recipient: a name, a bank from Pay's list and a 10-digit account number, which the bank must know. */
function RecipientForm() {
  const banks = useBanks();
  const [name, setName] = useState('');
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  const [done, setDone] = useState('');
  const { formRef, errors, busy, submit } = useFieldForm(
    () => ['name', 'bank_code', 'account_number'],
    async () => {
      setDone('');
      try {
        const recipient = await createRecipient({ name: name.trim(), bank_code: bank, account_number: account.trim() });
        setDone(`${recipient.name} (${recipient.details.account_name}, ${recipient.details.bank_name}) was added`);
      } catch (error) {
        // The bank could not name the account: that is the account number's problem.
        if (error instanceof DashboardApiError && error.status === 422) throw new DashboardApiError(error.message, 422, error.code, [{ path: 'account_number', message: error.message }]);
        throw error;
      }
      setName('');
      setAccount('');
      invalidate(recipientsKey);
    },
  );
  const options = [{ value: '', label: banks.status === 'loading' ? 'Loading banks…' : 'Choose a bank' }, ...(banks.status === 'success' ? banks.data.map((item) => ({ value: item.code, label: item.name })) : [])];
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form">
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      {banks.status === 'error' ? <p role="alert">{problemMessage(banks.error)}</p> : null}
      <SettingsField label="Name" value={name} onChange={setName} error={errors.name} maxLength={100} />
      <SelectField label="Bank" value={bank} onChange={setBank} options={options} error={errors.bank_code} />
      <SettingsField label="Account number" inputMode="numeric" value={account} onChange={setAccount} error={errors.account_number} maxLength={10} hint="The 10-digit NUBAN." />
      <SubmitButton busy={busy} label="Add recipient" busyLabel="Adding…" />
      <p role="status">{done}</p>
    </form>
  );
}

/** The accounts transfers pay into: the list with paging, and (owners, developers) adding and deleting them. */
export default function RecipientsPage() {
  useTitle('Transfer recipients');
  const me = useStaff();
  const [params, setParams] = useSearch();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const list = useRecipients({ perPage, page });
  const [note, setNote] = useState('');
  const editable = can.change(me.role);

  async function remove(code: string, name: string) {
    if (!window.confirm(`Delete ${name}? No new transfer can pay this account.`)) return;
    try {
      await deleteRecipient(code);
      setNote(`${name} was deleted`);
      invalidate(recipientsKey);
    } catch (error) {
      setNote(problemMessage(error));
    }
  }

  return (
    <>
      <p>
        <Link to={dashboardPaths.transfers}>← Transfers</Link>
      </p>
      <h1>Transfer recipients</h1>
      <section className="dash-panel" aria-labelledby="recipients-title">
        <h2 id="recipients-title">Recipients</h2>
        <p role="status">{note}</p>
        {list.status === 'loading' ? <p role="status">Loading recipients…</p> : null}
        <PagedTable
          list={list}
          label="Recipients"
          columns={['Name', 'Bank', 'Account', 'Status', ...(editable ? ['Actions'] : [])]}
          empty="No recipients yet."
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          row={(recipient) => (
            <tr key={recipient.recipient_code}>
              <th scope="row">{recipient.name}</th>
              <td>{recipient.details.bank_name}</td>
              <td>
                {recipient.details.account_number} ({recipient.details.account_name})
              </td>
              <td>
                <StatusBadge status={recipient.active ? 'active' : 'deleted'} />
              </td>
              {editable ? (
                <td>
                  {recipient.active ? (
                    <button type="button" className="button button--outline button--small" onClick={() => void remove(recipient.recipient_code, recipient.name)}>
                      Delete<span className="visually-hidden"> {recipient.name}</span>
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          )}
        />
      </section>
      {editable ? (
        <section className="dash-panel" aria-labelledby="new-recipient-title">
          <h2 id="new-recipient-title">Add a recipient</h2>
          <RecipientForm />
        </section>
      ) : null}
    </>
  );
}
