import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DailyFigures } from '../api/get-overview';

/*
 * The overview's canvas chart with the Shop dashboard's library (uPlot). Only `volume-chart.tsx` imports this
 * module, with `import()`, so uPlot is a chunk of its own fetched when the overview shows, never at first load.
 */

export interface VolumePlot {
  resize(width: number): void;
  destroy(): void;
}

export const chartHeight = 240;

const nairaAxis = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', notation: 'compact', maximumFractionDigits: 1 });
const nairaValue = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

function daySeconds(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

/** Successful volume (naira, line) and failed payments (bars) per day. */
export function drawVolumePlot(target: HTMLElement, days: readonly DailyFigures[], width: number): VolumePlot {
  const data: uPlot.AlignedData = [days.map((day) => daySeconds(day.date)), days.map((day) => day.volume / 100), days.map((day) => day.failedCount)];
  const plot = new uPlot(
    {
      width,
      height: chartHeight,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, naira: { range: (_plot, _min, max) => [0, Math.max(max, 1000)] }, count: { range: (_plot, _min, max) => [0, Math.max(max, 4)] } },
      series: [
        { label: 'Day', value: '{D} {MMM}' },
        { label: 'Volume', scale: 'naira', stroke: '#14324a', width: 2, fill: '#14324a22', value: (_plot, value) => (value === null ? '–' : nairaValue.format(value)) },
        { label: 'Failed', scale: 'count', stroke: '#a32020', fill: '#a3202088', paths: uPlot.paths.bars?.({ size: [0.5, 16] }) },
      ],
      axes: [
        { values: '{D} {MMM}' },
        { scale: 'naira', values: (_plot, splits) => splits.map((value) => nairaAxis.format(value)), size: 64 },
        { scale: 'count', side: 1, grid: { show: false }, values: (_plot, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')) },
      ],
    },
    data,
    target,
  );
  return { resize: (next) => plot.setSize({ width: next, height: chartHeight }), destroy: () => plot.destroy() };
}
