import { Suspense, type ReactNode } from 'react';

function Loading() {
  return (
    <p role="status" className="dash-loading">
      Loading…
    </p>
  );
}

/** A lazily loaded element with the loading note meanwhile (the route tables' own module: they are chunks of the router's). */
export const withLoading = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;
