import { useId, useState, type FormEvent } from 'react';
import { measureLabels, measureNames, type MeasureName } from '@functions/shop/measurement/contract';
import type { Order } from '@functions/shop/order/contract';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { useSession } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { remakeRequestsKey } from '../api/fetch-my-remake-requests';
import { requestRemake } from '../api/request-remake';
import { FormActions } from '../../../components/ui/form-actions';

/** "Request a remake" on a completed order: which item, why, and optionally corrected measures. */
export function RemakeForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const session = useSession();
  const id = useId();
  const [itemIndex, setItemIndex] = useState(0);
  const [reason, setReason] = useState('');
  const [measures, setMeasures] = useState<Partial<Record<MeasureName, string>>>({});
  const { busy, run } = useToastedWrite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const corrected: Partial<Record<MeasureName, number>> = {};
    for (const name of measureNames) {
      const value = measures[name]?.trim();
      if (value) corrected[name] = Number(value);
    }
    const body = { orderID: order.orderID, itemIndex, reason, ...(Object.keys(corrected).length > 0 ? { measurements: corrected } : {}) };
    await run(
      async () => (await requestRemake(session.authedPost, body)).message || 'Remake requested',
      () => {
        invalidate(remakeRequestsKey(order.orderID));
        onDone();
      },
    );
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
      <FormActions className="notification-detail__actions" cancelClassName="link-button" busy={busy} label="Send request" onCancel={onDone} />
    </form>
  );
}
