import { useState } from 'react';
import { FilterForm, TextFilter } from '../../../lib/filter-controls';
import type { SubscriptionFilter } from '../api/subscription-types';

/**
 * The API's two filters, a customer's id and a plan's id (each shown on the customer's and the plan's page);
 * applying them starts again at page 1. Text that is not an id is sent as typed, for the API to name the problem.
 */
export function SubscriptionFilters({ filter, onApply }: { filter: SubscriptionFilter; onApply: (next: Record<string, string>) => void }) {
  const [customer, setCustomer] = useState(filter.customer ?? '');
  const [plan, setPlan] = useState(filter.plan ?? '');

  return (
    <FilterForm
      label="Subscriptions"
      onApply={() => {
        const next: Record<string, string> = {};
        if (customer.trim()) next.customer = customer.trim();
        if (plan.trim()) next.plan = plan.trim();
        onApply(next);
      }}
    >
      <TextFilter inputMode="numeric" label="Customer id" value={customer} onChange={setCustomer} />
      <TextFilter inputMode="numeric" label="Plan id" value={plan} onChange={setPlan} />
    </FilterForm>
  );
}
