import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The address's query, and a way to set it on the current path: react-router's `useSearchParams` without
 * that export in the first load (see `link.tsx`). The params object changes only when the query does.
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => {
      navigate(`?${next.toString()}`, options);
    },
    [navigate],
  );
  return [params, set];
}
