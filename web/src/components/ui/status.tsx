import type { ReactNode } from 'react';

/** An error state with a way to try again; every data view uses it. */
export function ErrorState({ message, onRetry, title = 'Something went wrong' }: { message: string; onRetry: () => void; title?: string }) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title}</p>
      <p>{message}</p>
      <button type="button" className="button button--outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A polite loading note for screen readers, shown with the visual skeleton. */
export function LoadingNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="visually-hidden">
      {children}
    </p>
  );
}

/** Placeholder cards with the same footprint as product cards, so nothing moves when data arrives. */
export function CardSkeletons({ count, label }: { count: number; label?: string }) {
  return (
    <>
      {label && <LoadingNote>{label}</LoadingNote>}
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card card--skeleton">
            <div className="card__media skeleton" />
            <div className="card__body">
              <span className="skeleton skeleton--line" style={{ width: '40%' }} />
              <span className="skeleton skeleton--line" style={{ width: '80%' }} />
              <span className="skeleton skeleton--line" style={{ width: '30%' }} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
