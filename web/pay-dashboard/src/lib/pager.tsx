/** A list's "Previous page / Page n of m / Next page" (the page lives in the address: `onPage` sets it). */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  return (
    <nav className="dash-pager" aria-label="Pages">
      <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page} of {Math.max(1, pageCount)}
      </span>
      <button type="button" className="button button--outline button--small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
