import { useEffect } from 'react';
import { useNavigate } from '../../../src/lib/router/router';

/**
 * Replaces the current entry with `to` once rendered: what react-router's `<Navigate replace>` does, without
 * that export (and `useSearchParams`, see `use-search.ts`) in the first load, which is all React and the
 * router and must stay within its 80 KB budget.
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true, state });
    // Once per mount, as <Navigate> does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
