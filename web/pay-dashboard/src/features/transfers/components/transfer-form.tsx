import { useRef, useState } from 'react';
import { Link } from '../../../lib/link';
import { SelectField } from '../../../../../src/components/ui/select-field';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { useFieldForm } from '../../../lib/use-field-form';
import { createTransfer, type TransferRequest } from '../api/create-transfer';
import { balanceKey } from '../api/get-balance';
import { transfersKey } from '../api/list-transfers';
import { useRecipients } from '../api/list-recipients';
import type { CreatedTransfer } from '../api/transfer-types';
import { nairaToKobo } from './naira';

/**
 * One `Idempotency-Key` per submitted form: sending the same form again (a double click, a retry after a lost
 * answer) reuses its key, so the API answers the first transfer; a changed form is a new transfer with a new key.
 */
function useFormKey(): (body: TransferRequest) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/** The first step of a transfer: a recipient, the amount in naira and a reason. */
export function TransferForm({ onCreated }: { onCreated: (transfer: CreatedTransfer, recipientName: string) => void }) {
  const recipients = useRecipients({ perPage: 100 });
  const active = recipients.status === 'success' ? recipients.data.items.filter((recipient) => recipient.active) : [];
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const keyFor = useFormKey();
  const { formRef, errors, busy, submit } = useFieldForm(
    () => ['recipient', 'amount', 'reason', 'currency'],
    async () => {
      const body: TransferRequest = { recipient, amount: nairaToKobo(amount, 'amount'), ...(reason.trim() ? { reason: reason.trim() } : {}) };
      const { transfer } = await createTransfer(body, keyFor(body));
      invalidate(transfersKey);
      invalidate(balanceKey);
      onCreated(transfer, active.find((item) => item.recipient_code === recipient)?.name ?? 'the recipient');
    },
  );
  if (recipients.status === 'success' && active.length === 0) {
    return (
      <p>
        Add a recipient first: <Link to={dashboardPaths.recipients}>transfer recipients</Link>.
      </p>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form">
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      {recipients.status === 'error' ? <p role="alert">{problemMessage(recipients.error)}</p> : null}
      <SelectField
        label="Recipient"
        value={recipient}
        onChange={setRecipient}
        options={[{ value: '', label: recipients.status === 'loading' ? 'Loading recipients…' : 'Choose a recipient' }, ...active.map((item) => ({ value: item.recipient_code, label: `${item.name} — ${item.details.bank_name} ${item.details.account_number}` }))]}
        error={errors.recipient}
      />
      <SettingsField label="Amount (₦)" inputMode="decimal" value={amount} onChange={setAmount} error={errors.amount ?? errors.currency} hint="Pay's transfer fee is taken from your balance with it." />
      <SettingsField label="Reason" value={reason} onChange={setReason} error={errors.reason} maxLength={200} />
      <SubmitButton busy={busy} label="Send transfer" busyLabel="Sending…" />
    </form>
  );
}
