import { useState, type FormEvent } from 'react';
import type { SubscriptionFilter } from '../api/subscription-types';

/**
 * The API's two filters, a customer's id and a plan's id (each shown on the customer's and the plan's page);
 * applying them starts again at page 1. Text that is not an id is sent as typed, for the API to name the problem.
 */
export function SubscriptionFilters({ filter, onApply }: { filter: SubscriptionFilter; onApply: (next: Record<string, string>) => void }) {
  const [customer, setCustomer] = useState(filter.customer ?? '');
  const [plan, setPlan] = useState(filter.plan ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (customer.trim()) next.customer = customer.trim();
    if (plan.trim()) next.plan = plan.trim();
    onApply(next);
  }

  return (
    <form className="dash-filters" onSubmit={submit} role="search" aria-label="Subscriptions">
      <label>
        Customer id
        <input inputMode="numeric" value={customer} onChange={(event) => setCustomer(event.target.value)} />
      </label>
      <label>
        Plan id
        <input inputMode="numeric" value={plan} onChange={(event) => setPlan(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary button--small">
        Apply filters
      </button>
    </form>
  );
}
