import { useEffect } from 'react';

/** Sets the document title as "{title} | Pay dashboard". */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Pay dashboard`;
  }, [title]);
}
