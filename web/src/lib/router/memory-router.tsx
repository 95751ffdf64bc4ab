import { useState, type ReactNode } from 'react';
import { memoryHistory, type InitialEntry } from './history';
import { Router } from './router';

/** The router on a history in memory, for unit tests: starts at `initialEntries[initialIndex]` (the last entry by default). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  basename,
  children,
}: {
  initialEntries?: readonly InitialEntry[];
  initialIndex?: number;
  basename?: string;
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}
