import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SalesPoint } from '@functions/shop/dashboard/contract';

/*
 * The dashboard's canvas chart. Only `sales-chart.tsx` imports this module, and only with `import()`, so uPlot
 * is a chunk of its own that the browser fetches when the dashboard shows sales, never on the storefront.
 */

export type SalesPeriod = 'day' | 'month';

export interface SalesPlot {
  resize(width: number): void;
  destroy(): void;
}

/** A Lagos day (YYYY-MM-DD) or month (YYYY-MM) as uPlot's x value: Unix seconds at its start, read as UTC. */
export function periodSeconds(period: string): number {
  const [year = 0, month = 1, day = 1] = period.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

const nairaAxis = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', notation: 'compact', maximumFractionDigits: 1 });
const nairaValue = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

function cssColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export const chartHeight = 260;

/** Paid revenue (naira, left axis, line) and orders paid (right axis, bars) per day or month. */
export function drawSalesPlot(target: HTMLElement, points: readonly SalesPoint[], period: SalesPeriod, width: number): SalesPlot {
  const revenueColour = cssColour('--color-primary', '#1f5c3a');
  const ordersColour = '#b5651d';
  const data: uPlot.AlignedData = [points.map((point) => periodSeconds(point.period)), points.map((point) => point.revenue / 100), points.map((point) => point.orders)];
  const plot = new uPlot(
    {
      width,
      height: chartHeight,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      // Both axes start at zero; an empty span still shows round steps (₦1,000 and 4 orders at least).
      scales: { x: { time: true }, naira: { range: (_plot, _min, max) => [0, Math.max(max, 1000)] }, orders: { range: (_plot, _min, max) => [0, Math.max(max, 4)] } },
      series: [
        { label: period === 'day' ? 'Day' : 'Month', value: period === 'day' ? '{D} {MMM}' : '{MMM} {YYYY}' },
        { label: 'Revenue', scale: 'naira', stroke: revenueColour, width: 2, fill: `${revenueColour}22`, value: (_plot, value) => (value === null ? '–' : nairaValue.format(value)) },
        { label: 'Orders', scale: 'orders', stroke: ordersColour, fill: `${ordersColour}88`, paths: uPlot.paths.bars?.({ size: [0.5, 24] }) },
      ],
      axes: [
        { values: period === 'day' ? '{D} {MMM}' : '{MMM}' },
        { scale: 'naira', values: (_plot, splits) => splits.map((value) => nairaAxis.format(value)), size: 64 },
        { scale: 'orders', side: 1, grid: { show: false }, values: (_plot, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')) },
      ],
    },
    data,
    target,
  );
  return {
    resize: (next) => plot.setSize({ width: next, height: chartHeight }),
    destroy: () => plot.destroy(),
  };
}
