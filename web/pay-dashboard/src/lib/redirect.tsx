import { useEffect } from 'react';
import { useNavigate } from '../../../src/lib/router/router';

/** Replaces the current entry with `to` once rendered (once per mount, unlike the Shop's `Navigate`). */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true, state });
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
