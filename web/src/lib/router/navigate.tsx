import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to `to` once rendered, replacing the current entry: react-router's `<Navigate replace>` without that
 * export in the first load (see `link.tsx`). Every use in the app replaces, so there is no `replace` prop.
 */
export function Navigate({ to, state }: { to: string; replace: true; state?: unknown }) {
  const navigate = useNavigate();
  // Again whenever the location or the target changes while it is rendered, as <Navigate> does.
  useEffect(() => {
    navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
