import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from './router';

/** The address's query, and a way to set it on the current path. The params object changes only when the query does. */
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
