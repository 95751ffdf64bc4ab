import type { PageMeta } from './dashboard-api';

/** Previous / next page buttons under a list, with where the list is ("Page 2 of 5"). */
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
