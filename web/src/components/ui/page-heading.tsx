import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '../../lib/router/router';

const shopName = 'Aso';
let firstPageShown = false;

/** Sets the document title as "{title} | Aso". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${shopName}` : `${shopName} | Made-to-measure native fashion`;
  }, [title]);
}

/**
 * The page's main heading. After an in-app navigation it takes focus, so keyboard and screen-reader
 * users start at the new page's content (the first page load keeps the browser's default focus).
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    ref.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className ? `page-heading ${className}` : 'page-heading'}>
      {children}
    </h1>
  );
}
