import type { FormEvent, ReactNode } from 'react';

/**
 * The parts of the list pages' filter forms (transactions, plans, subscriptions): the search form with its
 * "Apply filters" button, a choice with "Any", and a text input; each labelled by its visible text.
 */

/** A list's filter form, a search landmark named after the list; `onApply` runs on submit, without a reload. */
export function FilterForm({ label, onApply, children }: { label: string; onApply: () => void; children: ReactNode }) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply();
  }
  return (
    <form className="dash-filters" onSubmit={submit} role="search" aria-label={label}>
      {children}
      <button type="submit" className="button button--primary button--small">
        Apply filters
      </button>
    </form>
  );
}

/** One of `options`, or "Any" (the empty value); `optionText` words an option (its value by default). */
export function ChoiceFilter({ label, value, options, onChange, optionText = (option) => option }: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void; optionText?: (option: string) => string }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A typed filter value: an amount in naira (`inputMode="decimal"`), a date, an id. */
export function TextFilter({ label, value, onChange, type = 'text', inputMode }: { label: string; value: string; onChange: (value: string) => void; type?: 'text' | 'date' | 'search'; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <label className={type === 'search' ? 'dash-filters__search' : undefined}>
      {label}
      <input type={type} inputMode={inputMode} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
