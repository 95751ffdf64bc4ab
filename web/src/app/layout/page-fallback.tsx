/** Shown while a page's code loads: a quiet placeholder with a status for screen readers. */
export function PageFallback() {
  return (
    <div className="container page" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading page
      </p>
      <span className="skeleton skeleton--line skeleton--title" style={{ width: '40%' }} />
      <span className="skeleton skeleton--block" />
    </div>
  );
}
