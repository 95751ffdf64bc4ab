import { useCallback } from 'react';
import { useLocation } from '../../../lib/router/router';
import { productPanelParam } from '../../../config/paths';

/** History state marking a panel opened from inside the app (so closing it can simply go back). */
export interface PanelHistoryState {
  panelFromApp: true;
}

export function isPanelFromApp(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'panelFromApp' in state;
}

/**
 * Builds the link that opens a product's detail panel on the current page: the same path and query plus
 * `?product={id}`.
 */
export function useProductLink() {
  const location = useLocation();
  return useCallback(
    (id: string) => {
      const params = new URLSearchParams(location.search);
      params.set(productPanelParam, id);
      return { pathname: location.pathname, search: `?${params.toString()}` };
    },
    [location.pathname, location.search],
  );
}

export const panelLinkState: PanelHistoryState = { panelFromApp: true };
