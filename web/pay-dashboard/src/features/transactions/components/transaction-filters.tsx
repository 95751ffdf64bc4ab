import { useState, type FormEvent } from 'react';
import type { TransactionFilter } from '../api/transaction-types';

const statuses = ['success', 'failed', 'abandoned', 'pending'] as const;
const channels = ['card', 'bank_transfer', 'apple_pay'] as const;

const nairaToKobo = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.round(Number(text) * 100));
const koboToNaira = (kobo: number | undefined) => (kobo === undefined ? '' : String(kobo / 100));

/** Search and filters; applying them starts again at page 1. */
export function TransactionFilters({ filter, onApply }: { filter: TransactionFilter; onApply: (filter: TransactionFilter) => void }) {
  const [search, setSearch] = useState(filter.reference ?? filter.email ?? '');
  const [status, setStatus] = useState(filter.status ?? '');
  const [channel, setChannel] = useState(filter.channel ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [amountMin, setAmountMin] = useState(koboToNaira(filter.amountMin));
  const [amountMax, setAmountMax] = useState(koboToNaira(filter.amountMax));

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = search.trim();
    onApply({
      ...(term.includes('@') ? { email: term } : term ? { reference: term } : {}),
      ...(status ? { status } : {}),
      ...(channel ? { channel } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(nairaToKobo(amountMin) === undefined ? {} : { amountMin: nairaToKobo(amountMin) }),
      ...(nairaToKobo(amountMax) === undefined ? {} : { amountMax: nairaToKobo(amountMax) }),
    });
  }

  return (
    <form className="dash-filters" onSubmit={submit} role="search" aria-label="Transactions">
      <label className="dash-filters__search">
        Reference or customer e-mail
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <label>
        Status
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">Any</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label>
        Channel
        <select value={channel} onChange={(event) => setChannel(event.target.value)}>
          <option value="">Any</option>
          {channels.map((value) => (
            <option key={value} value={value}>
              {value.replace('_', ' ')}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label>
        To
        <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <label>
        Min amount (₦)
        <input inputMode="decimal" value={amountMin} onChange={(event) => setAmountMin(event.target.value)} />
      </label>
      <label>
        Max amount (₦)
        <input inputMode="decimal" value={amountMax} onChange={(event) => setAmountMax(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary button--small">
        Apply filters
      </button>
    </form>
  );
}
