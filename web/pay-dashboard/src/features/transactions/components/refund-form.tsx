import { useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { invalidate } from '../../../../../src/lib/use-query';
import { formatMoney } from '../../../../../src/lib/money';
import { useFormAction } from '../../../lib/use-form-action';
import { transactionsKey } from '../api/list-transactions';
import { refundTransaction } from '../api/refund-transaction';

/** Refund all that is left (amount blank) or part of it, with a reason; the API's messages when it refuses. */
export function RefundForm({ transactionId, refundable }: { transactionId: number; refundable: number }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    setDone('');
    const naira = amount.trim();
    if (naira !== '' && !(Number(naira) > 0)) throw new Error('Enter an amount in naira, or leave it blank to refund everything left');
    const refund = await refundTransaction(String(transactionId), {
      ...(naira === '' ? {} : { amount: Math.round(Number(naira) * 100) }),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    setDone(`Refund of ${formatMoney(refund.amount)} is ${refund.status}`);
    setAmount('');
    setReason('');
    invalidate(transactionsKey);
  });

  return (
    <section className="dash-panel" aria-labelledby="refund-title">
      <h2 id="refund-title">Refund</h2>
      <p>Up to {formatMoney(refundable)} can be refunded.</p>
      <form onSubmit={submit} noValidate className="dash-form">
        <SettingsField label="Amount (₦)" hint="Leave blank to refund everything left." inputMode="decimal" value={amount} onChange={setAmount} error={problem} />
        <SettingsField label="Reason" value={reason} onChange={setReason} maxLength={200} />
        <SubmitButton busy={busy} label="Refund" busyLabel="Refunding…" />
      </form>
      <p role="status">{done}</p>
    </section>
  );
}
