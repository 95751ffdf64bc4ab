import { useEffect } from 'react';
import { useNavigate } from './router';

/**
 * Goes to `to` once rendered, replacing the current entry. Every use in the app replaces, so `replace` must
 * be written out and there is no push variant.
 */
export function Navigate({ to, state }: { to: string; replace: true; state?: unknown }) {
  const navigate = useNavigate();
  // Again whenever the path or the target changes while it is rendered (`navigate` changes with the path).
  useEffect(() => {
    navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
