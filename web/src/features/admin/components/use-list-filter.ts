import { useState, type FormEvent } from 'react';

/**
 * A paged back-office list's filter: the search box's draft, the filter sent, and the page turns. Any new
 * search or filter starts again from the first page (SPEC §4).
 */
export function useListFilter<F extends { page: number; q?: string }>(initial: F) {
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<F>(initial);
  const refine = (changes: Partial<F>) => setFilter((previous) => ({ ...previous, ...changes, page: 1 }));
  const turnPage = (by: number) => setFilter((previous) => ({ ...previous, page: previous.page + by }));
  const searchBox = {
    value: draft,
    onChange: setDraft,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      const q: F['q'] = draft.trim() || undefined;
      refine({ q } as Partial<F>);
    },
  };
  const pager = { page: filter.page, onPrevious: () => turnPage(-1), onNext: () => turnPage(1) };
  return { filter, refine, searchBox, pager };
}
