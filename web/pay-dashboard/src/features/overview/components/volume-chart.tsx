import { useEffect, useRef, useState } from 'react';
import type { DailyFigures } from '../api/get-overview';
import type { VolumePlot } from './volume-plot';

/** The last 30 days as a chart (uPlot, loaded on first use), with the same figures as a table for screen readers. */
export function VolumeChart({ days }: { days: readonly DailyFigures[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const target = holder.current;
    if (!target) return;
    let plot: VolumePlot | undefined;
    let active = true;
    const observer = new ResizeObserver(() => plot?.resize(target.clientWidth));
    import('./volume-plot').then(
      ({ drawVolumePlot }) => {
        if (!active) return;
        target.replaceChildren();
        plot = drawVolumePlot(target, days, target.clientWidth);
        observer.observe(target);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      observer.disconnect();
      plot?.destroy();
    };
  }, [days]);
  return (
    <figure className="dash-chart">
      <figcaption>Volume and failed payments, last 30 days</figcaption>
      <div ref={holder} className="dash-chart__plot" aria-hidden="true" />
      {failed ? <p>The chart could not load; the figures are in the table below.</p> : null}
    </figure>
  );
}
