import type { ComponentPropsWithRef } from 'react';
import { type To, useHref, useLocation, useNavigate, useResolvedPath } from './router';
import type { Path } from './history';

type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An app path (with any query and hash), as a string or its parts. */
  to: To;
  /** Replace the current history entry instead of adding one (by default, a link to the current address replaces it). */
  replace?: boolean;
  state?: unknown;
};

const pathString = ({ pathname, search, hash }: Path) => pathname + search + hash;

/**
 * The app's in-app link: an `<a>` whose plain click navigates in the app. A click with a modifier key, another
 * button or another `target` (a new tab or window), and one whose own `onClick` prevented it, stays the browser's.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const here = pathString(useLocation());
  const there = pathString(useResolvedPath(to));
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to, { replace: replace ?? here === there, state });
      }}
    />
  );
}

type NavLinkProps = LinkProps & {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
};

/**
 * A `Link` that knows whether it leads to the current page: then it has `aria-current` (`page` unless given)
 * and the `active` class. Paths compare without case; the query does not count.
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
