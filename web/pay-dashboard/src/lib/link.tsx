import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A dashboard path (relative to the basename `/dashboard`). */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
};

/**
 * The dashboard's in-app link: an `<a>` whose plain click navigates in the app (modified clicks, other
 * targets and middle clicks stay the browser's). react-router's own `Link` brings framework-mode prefetching
 * (route modules, `<link rel=prefetch>`) that this SPA never uses into the first load, which is React and the
 * router and must stay within its 80 KB budget; the lint rule on `web/pay-dashboard` points here.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
