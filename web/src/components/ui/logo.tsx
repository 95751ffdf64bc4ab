/** The wordmark: an inline SVG mark plus the shop name in text (no image request). */
export function Logo() {
  return (
    <span className="logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1f3d2b" />
        <path d="M9 24 16 7l7 17h-3.6l-1.5-4h-3.8l-1.5 4Zm6-7h2l-1-3Z" fill="#f3c969" />
      </svg>
      <span className="logo__text">Aso</span>
    </span>
  );
}
