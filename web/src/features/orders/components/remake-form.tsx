import { useId, useState, type FormEvent } from 'react';
import { measureLabels, measureNames, type MeasureName } from '@functions/shop/measurement/contract';
import type { Order } from '@functions/shop/order/contract';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { remakeRequestsKey } from '../api/fetch-my-remake-requests';
import { requestRemake } from '../api/request-remake';

/** "Request a remake" on a completed order: which item, why, and optionally corrected measures. */
export function RemakeForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const session = useSession();
  const id = useId();
  const [itemIndex, setItemIndex] = useState(0);
  const [reason, setReason] = useState('');
  const [measures, setMeasures] = useState<Partial<Record<MeasureName, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const corrected: Partial<Record<MeasureName, number>> = {};
    for (const name of measureNames) {
      const value = measures[name]?.trim();
      if (value) corrected[name] = Number(value);
    }
    setBusy(true);
    try {
      const { message } = await requestRemake(session.authedPost, {
        orderID: order.orderID,
        itemIndex,
        reason,
        ...(Object.keys(corrected).length > 0 ? { measurements: corrected } : {}),
      });
      toast.success(message || 'Remake requested');
      invalidate(remakeRequestsKey(order.orderID));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="remake-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Request a remake</h3>
      <label htmlFor={`${id}-item`}>Which item</label>
      <select id={`${id}-item`} value={itemIndex} onChange={(event) => setItemIndex(Number(event.target.value))}>
        {order.orderItems.map((line, index) => (
          <option key={`${line.productId}-${index}`} value={index}>
            {line.title} × {line.quantity}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-reason`}>What should be remade, and why</label>
      <textarea id={`${id}-reason`} rows={4} value={reason} onChange={(event) => setReason(event.target.value)} />
      <fieldset>
        <legend>Corrected measurements in inches (optional)</legend>
        <div className="remake-form__measures">
          {measureNames.map((name) => (
            <label key={name}>
              {measureLabels[name]}
              <input
                type="number"
                inputMode="decimal"
                step="0.25"
                value={measures[name] ?? ''}
                onChange={(event) => setMeasures((current) => ({ ...current, [name]: event.target.value }))}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="notification-detail__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Send request
        </button>
        <button type="button" className="link-button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
