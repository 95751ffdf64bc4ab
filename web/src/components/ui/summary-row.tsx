import type { ReactNode } from 'react';

/** One term and its value in a description list, wrapped in a div (the summary grid lays out one pair per div). */
export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
