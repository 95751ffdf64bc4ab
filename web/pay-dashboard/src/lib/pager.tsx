import type { PageMeta } from './dashboard-api';

/** Previous / next page of a list, with "Page n of m"; `onPage` gets the page to show. */
export function Pager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  return (
    <nav className="dash-pager" aria-label="Pages">
      <button type="button" className="button button--outline button--small" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        Previous page
      </button>
      <span>
        Page {meta.page} of {Math.max(1, meta.pageCount)}
      </span>
      <button type="button" className="button button--outline button--small" disabled={meta.page >= meta.pageCount} onClick={() => onPage(meta.page + 1)}>
        Next page
      </button>
    </nav>
  );
}
