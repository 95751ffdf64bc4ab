import { useEffect, useRef, useState } from 'react';
import type { SalesPoint } from '@functions/shop/dashboard/contract';
import type { SalesPeriod } from './sales-plot';

export type ChartState = 'loading' | 'ready' | 'failed';

/**
 * The sales chart, drawn by uPlot loaded on first use (`import()`: a chunk of its own). The canvas is hidden from
 * assistive technology: the caller shows the same figures as a table, which stays readable.
 */
export function SalesChart({ points, period, onState }: { points: readonly SalesPoint[]; period: SalesPeriod; onState?: (state: ChartState) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');

  useEffect(() => {
    let cancelled = false;
    let dispose = () => undefined as void;
    const show = (next: ChartState) => {
      setState(next);
      onState?.(next);
    };
    import('./sales-plot')
      .then(({ drawSalesPlot }) => {
        const target = box.current;
        if (cancelled || !target) return;
        const plot = drawSalesPlot(target, points, period, target.clientWidth || 640);
        const resize = () => plot.resize(target.clientWidth || 640);
        window.addEventListener('resize', resize);
        dispose = () => {
          window.removeEventListener('resize', resize);
          plot.destroy();
        };
        show('ready');
      })
      .catch(() => {
        if (!cancelled) show('failed');
      });
    return () => {
      cancelled = true;
      dispose();
    };
  }, [points, period, onState]);

  return <div ref={box} className="admin-chart" aria-hidden="true" data-chart-state={state} />;
}
