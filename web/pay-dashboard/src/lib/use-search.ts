import { useLocation, useNavigate } from '../../../src/lib/router/router';

/** The address's query and a way to replace it (a new history entry). */
export function useSearch(): [URLSearchParams, (next: Record<string, string>) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const set = (next: Record<string, string>) => {
    const query = new URLSearchParams(next).toString();
    navigate({ pathname, search: query ? `?${query}` : '' });
  };
  return [params, set];
}
