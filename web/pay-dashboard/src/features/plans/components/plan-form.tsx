import { useId, useState, type ReactNode } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { nairaInputValue, parseNaira } from '../../../../../src/lib/naira-input';
import { invalidate } from '../../../../../src/lib/use-query';
import { fieldRefusal, useFieldForm } from '../../../lib/use-field-form';
import { createPlan } from '../api/create-plan';
import { plansKey } from '../api/list-plans';
import { planIntervals, type Plan, type PlanFields } from '../api/plan-types';
import { updatePlan } from '../api/update-plan';

const fields = ['name', 'amount', 'interval', 'description', 'invoice_limit', 'send_invoices', 'send_sms'];
const notAnAmount = 'Enter the amount in naira, e.g. 5000 or 5000.50';

/** A labelled control (select, textarea) whose error is read with it, as `SettingsField` does for inputs. */
function Field({ label, error, children }: { label: string; error: string | undefined; children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      {children(id, error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="settings-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Create a plan or edit one (`plan`): name, amount in naira, interval, description, invoice limit and the
 * invoice / SMS switches. The API's messages stand beside their fields, and focus moves to the first refused one.
 */
export function PlanForm({ plan, onSaved }: { plan?: Plan; onSaved: (saved: Plan, message: string) => void }) {
  const [name, setName] = useState(plan?.name ?? '');
  const [amount, setAmount] = useState(plan ? nairaInputValue(plan.amount) : '');
  const [interval, setPlanInterval] = useState<string>(plan?.interval ?? 'monthly');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [invoiceLimit, setInvoiceLimit] = useState(plan ? String(plan.invoice_limit) : '');
  const [sendInvoices, setSendInvoices] = useState(plan?.send_invoices ?? true);
  const [sendSms, setSendSms] = useState(plan?.send_sms ?? true);
  const [updateExisting, setUpdateExisting] = useState(true);
  const { formRef, errors, busy, submit } = useFieldForm(() => fields, async () => {
    const kobo = amount.trim() === '' ? undefined : parseNaira(amount);
    if (kobo === null) throw fieldRefusal('amount', notAnAmount);
    const body: PlanFields = {
      name: name.trim(),
      ...(kobo === undefined || kobo === null ? {} : { amount: kobo }),
      interval,
      ...(description.trim() || plan ? { description: description.trim() } : {}),
      ...(invoiceLimit.trim() ? { invoice_limit: invoiceLimit.trim() } : {}),
      send_invoices: sendInvoices,
      send_sms: sendSms,
      ...(plan ? { update_existing_subscriptions: updateExisting } : {}),
    };
    const saved = plan ? await updatePlan(plan.plan_code, body) : { plan: await createPlan(body), message: 'Plan created' };
    invalidate(plansKey);
    onSaved(saved.plan, saved.message);
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form" aria-label={plan ? 'Edit plan' : 'New plan'}>
      <SettingsField label="Name" autoComplete="off" value={name} onChange={setName} error={errors.name} required />
      <SettingsField label="Amount (₦)" inputMode="decimal" autoComplete="off" value={amount} onChange={setAmount} error={errors.amount} hint="What each payment charges, in naira." required />
      <Field label="Interval" error={errors.interval}>
        {(id, describedBy) => (
          <select id={id} value={interval} onChange={(event) => setPlanInterval(event.target.value)} aria-invalid={describedBy ? true : undefined} aria-describedby={describedBy}>
            {planIntervals.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Description" error={errors.description}>
        {(id, describedBy) => (
          <textarea id={id} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} aria-invalid={describedBy ? true : undefined} aria-describedby={describedBy} />
        )}
      </Field>
      <SettingsField
        label="Invoice limit"
        inputMode="numeric"
        autoComplete="off"
        value={invoiceLimit}
        onChange={setInvoiceLimit}
        error={errors.invoice_limit}
        hint="How many times to charge a subscriber; 0 or blank: until the subscription is cancelled."
      />
      <label>
        <input type="checkbox" checked={sendInvoices} onChange={(event) => setSendInvoices(event.target.checked)} /> Send invoices to subscribers by e-mail
      </label>
      <label>
        <input type="checkbox" checked={sendSms} onChange={(event) => setSendSms(event.target.checked)} /> Send SMS to subscribers
      </label>
      {plan ? (
        <label>
          <input type="checkbox" checked={updateExisting} onChange={(event) => setUpdateExisting(event.target.checked)} /> Existing subscriptions take a new amount or
          interval from their next charge
        </label>
      ) : null}
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <SubmitButton busy={busy} label={plan ? 'Save plan' : 'Create plan'} busyLabel="Saving…" />
    </form>
  );
}
