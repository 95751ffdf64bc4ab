import type { ComponentPropsWithRef } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An app path (with any query and hash), as a string or its parts. */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
};

/**
 * The app's in-app link: an `<a>` whose plain click navigates in the app (modified clicks, other targets and
 * middle clicks stay the browser's). react-router's own `Link` and `NavLink` are `forwardRef` components that
 * bring framework-mode prefetching (route modules, `<link rel=prefetch>`) this SPA never uses into the first
 * load; the router is in every page's first load, so the lint rule on `web/` points here.
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

type NavLinkProps = LinkProps & {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
};

/**
 * A `Link` that knows whether it leads to the current page, as react-router's `NavLink` does: then it has
 * `aria-current` (`page` unless given) and the `active` class. Paths compare without case; the query does not count.
 */
export function NavLink({ end = false, className, 'aria-current': ariaCurrent, ...rest }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? (ariaCurrent ?? 'page') : undefined}
    />
  );
}
