import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSession } from '../../../lib/auth/session';
import type { AdminRemakeRequest, SettleRemakeBody } from '@functions/shop/order/contract';
import { refreshAfterOrderWrite } from '../api/admin-keys';
import { settleRemake } from '../api/settle-remake';
import { parseNaira } from '../../../lib/naira-input';
import { useSubmissionKey } from './use-submission-key';
import { ReasonField } from './reason-field';

const maxNote = 1000;

export type Settlement = SettleRemakeBody['outcome'];

/**
 * Settles a remake request in money: a partial refund (an alteration allowance, its amount in naira) or a full
 * refund once the garment is back. The note goes to the customer. A retry of the same settlement after a failure
 * sends the same idempotency key, so it never refunds twice.
 */
export default function SettleRemakeDialog({ request, outcome, onClose }: { request: AdminRemakeRequest; outcome: Settlement; onClose: () => void }) {
  const { authedPost } = useSession();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const keyFor = useSubmissionKey();
  const [amountText, setAmountText] = useState('');
  const [returned, setReturned] = useState(false);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; returned?: string; note?: string }>({});
  const { busy, run } = useToastedWrite();
  const partial = outcome === 'partial_refund';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const amount = partial ? parseNaira(amountText) : null;
    const found = {
      amount: partial && (amount === null || amount <= 0) ? 'Enter the amount in naira, more than ₦0' : undefined,
      returned: !partial && !returned ? 'A full refund needs the garment back: tick it once it has arrived' : undefined,
      note: note.trim() ? undefined : 'Please write the note the customer will read',
    };
    setProblems(found);
    if (found.amount || found.returned || found.note) return;
    const wanted = {
      orderID: request.orderID,
      requestId: request.requestId,
      outcome,
      ...(partial && amount !== null ? { amount } : { garmentReturned: true }),
      note: note.trim(),
    };
    const body: SettleRemakeBody = { ...wanted, idempotencyKey: keyFor(JSON.stringify(wanted)) };
    await run(
      () => settleRemake(authedPost, body),
      () => {
        refreshAfterOrderWrite(request.orderID);
        onClose();
      },
    );
  };

  const title = partial ? `Partial refund for ${request.itemTitle}` : `Full refund for ${request.itemTitle}`;
  return (
    <Dialog labelledBy={`${id}-title`} onClose={onClose} variant="panel" initialFocus={first}>
      <form className="admin-dialog" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>
          {partial
            ? 'The customer keeps the garment and gets this amount back as an alteration allowance; the request is then closed.'
            : 'The customer has sent the garment back and gets its price refunded in full; the request is then closed.'}{' '}
          The money goes back through Pay.
        </p>
        {partial ? (
          <>
            <label htmlFor={`${id}-amount`}>Amount in naira</label>
            <input
              id={`${id}-amount`}
              ref={first}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              aria-invalid={problems.amount ? true : undefined}
              aria-describedby={problems.amount ? `${id}-amount-problem` : undefined}
              onChange={(event) => setAmountText(event.target.value)}
            />
            {problems.amount ? (
              <p id={`${id}-amount-problem`} className="admin-field-error" role="alert">
                {problems.amount}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <label className="admin-check">
              <input
                ref={first}
                type="checkbox"
                checked={returned}
                aria-invalid={problems.returned ? true : undefined}
                aria-describedby={problems.returned ? `${id}-returned-problem` : undefined}
                onChange={(event) => setReturned(event.target.checked)}
              />
              Garment returned
            </label>
            {problems.returned ? (
              <p id={`${id}-returned-problem`} className="admin-field-error" role="alert">
                {problems.returned}
              </p>
            ) : null}
          </>
        )}
        <ReasonField id={`${id}-note`} label="Note (sent to the customer)" value={note} onChange={setNote} problem={problems.note} maxLength={maxNote} />
        <div className="admin-dialog__actions">
          <SubmitButton busy={busy} label={partial ? 'Refund the allowance' : 'Refund in full'} busyLabel="Refunding…" />
          <button type="button" className="button button--outline" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
