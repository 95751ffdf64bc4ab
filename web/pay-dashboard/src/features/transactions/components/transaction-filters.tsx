import { useState } from 'react';
import { nairaInputValue, parseNaira } from '../../../../../src/lib/naira-input';
import { ChoiceFilter, FilterForm, TextFilter } from '../../../lib/filter-controls';
import type { TransactionFilter } from '../api/transaction-types';

const statuses = ['success', 'failed', 'abandoned', 'pending'] as const;
const channels = ['card', 'bank_transfer', 'apple_pay'] as const;

const nairaOf = (kobo: number | undefined) => (kobo === undefined ? '' : nairaInputValue(kobo));

/** Search and filters; applying them starts again at page 1. */
export function TransactionFilters({ filter, onApply }: { filter: TransactionFilter; onApply: (filter: TransactionFilter) => void }) {
  const [search, setSearch] = useState(filter.reference ?? filter.email ?? '');
  const [status, setStatus] = useState(filter.status ?? '');
  const [channel, setChannel] = useState(filter.channel ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [amountMin, setAmountMin] = useState(nairaOf(filter.amountMin));
  const [amountMax, setAmountMax] = useState(nairaOf(filter.amountMax));

  return (
    <FilterForm
      label="Transactions"
      onApply={() => {
        const term = search.trim();
        const min = parseNaira(amountMin);
        const max = parseNaira(amountMax);
        onApply({
          ...(term.includes('@') ? { email: term } : term ? { reference: term } : {}),
          ...(status ? { status } : {}),
          ...(channel ? { channel } : {}),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(min === null ? {} : { amountMin: min }),
          ...(max === null ? {} : { amountMax: max }),
        });
      }}
    >
      <TextFilter type="search" label="Reference or customer e-mail" value={search} onChange={setSearch} />
      <ChoiceFilter label="Status" value={status} options={statuses} onChange={setStatus} />
      <ChoiceFilter label="Channel" value={channel} options={channels} onChange={setChannel} optionText={(value) => value.replace('_', ' ')} />
      <TextFilter type="date" label="From" value={from} onChange={setFrom} />
      <TextFilter type="date" label="To" value={to} onChange={setTo} />
      <TextFilter inputMode="decimal" label="Min amount (₦)" value={amountMin} onChange={setAmountMin} />
      <TextFilter inputMode="decimal" label="Max amount (₦)" value={amountMax} onChange={setAmountMax} />
    </FilterForm>
  );
}
