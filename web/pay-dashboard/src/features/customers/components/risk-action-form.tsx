import { useState } from 'react';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { invalidate } from '../../../../../src/lib/use-query';
import { useFormAction } from '../../../lib/use-form-action';
import type { Customer, RiskAction } from '../api/customer-types';
import { customersKey } from '../api/list-customers';
import { setRiskAction } from '../api/set-risk-action';

export const riskLabels: Record<RiskAction, string> = {
  default: 'Default',
  allow: 'Whitelisted',
  deny: 'Blacklisted',
};

const choices: { value: RiskAction; label: string; hint: string }[] = [
  { value: 'default', label: 'Default', hint: "Pay's usual checks" },
  { value: 'allow', label: 'Whitelist', hint: 'always let this customer pay' },
  { value: 'deny', label: 'Blacklist', hint: 'refuse every new payment from this customer' },
];

/** Whitelist, blacklist or reset the customer (owners and developers). */
export function RiskActionForm({ customer }: { customer: Customer }) {
  const [choice, setChoice] = useState<RiskAction>(customer.risk_action);
  const [done, setDone] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    setDone('');
    const saved = await setRiskAction(customer.customer_code, choice);
    invalidate(customersKey);
    setDone(`Risk action is now ${riskLabels[saved.risk_action].toLowerCase()}`);
  });
  return (
    <section className="dash-panel" aria-labelledby="risk-title">
      <h2 id="risk-title">Risk action</h2>
      <form onSubmit={submit} noValidate className="dash-form">
        <fieldset className="dash-roles">
          <legend>What Pay does with this customer&apos;s payments</legend>
          {choices.map((option) => (
            <label key={option.value}>
              <input type="radio" name="risk_action" value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} /> {`${option.label} (${option.hint})`}
            </label>
          ))}
        </fieldset>
        {problem ? <p role="alert">{problem}</p> : null}
        <SubmitButton busy={busy} label="Save risk action" busyLabel="Saving…" small />
        <p role="status">{done}</p>
      </form>
    </section>
  );
}
