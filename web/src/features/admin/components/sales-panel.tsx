import { useId, useState } from 'react';
import type { SalesPoint } from '@functions/shop/dashboard/contract';
import { formatMoney } from '../../../lib/money';
import { SalesChart, type ChartState } from './sales-chart';
import type { SalesPeriod } from './sales-plot';

const dayLabel = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function periodLabel(point: SalesPoint, period: SalesPeriod): string {
  return period === 'day' ? dayLabel.format(new Date(`${point.period}T00:00:00Z`)) : monthLabel.format(new Date(`${point.period}-01T00:00:00Z`));
}

/** One sentence for the chart: totals and the best period, so the picture's point is also in words. */
export function salesSummary(points: readonly SalesPoint[], period: SalesPeriod): string {
  const revenue = points.reduce((sum, point) => sum + point.revenue, 0);
  const orders = points.reduce((sum, point) => sum + point.orders, 0);
  const orderWord = orders === 1 ? 'order' : 'orders';
  const best = points.reduce<SalesPoint | undefined>((top, point) => (point.revenue > (top?.revenue ?? 0) ? point : top), undefined);
  const total = `${formatMoney(revenue)} from ${orders} paid ${orderWord}`;
  return best ? `${total}; best ${period}: ${periodLabel(best, period)}, ${formatMoney(best.revenue)}.` : `${total}.`;
}

function SalesTable({ points, caption, period, hidden }: { points: readonly SalesPoint[]; caption: string; period: SalesPeriod; hidden: boolean }) {
  const table = (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{period === 'day' ? 'Day' : 'Month'}</th>
          <th scope="col">Revenue</th>
          <th scope="col">Orders</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.period}>
            <th scope="row">
              <time dateTime={point.period}>{periodLabel(point, period)}</time>
            </th>
            <td>{formatMoney(point.revenue)}</td>
            <td>{point.orders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Hidden by a box around it: a table widens to its content whatever its own width, and scrolled the page sideways.
  return <div className={hidden ? 'visually-hidden' : undefined}>{table}</div>;
}

/**
 * Paid revenue and orders for one span: a chart for the eye, a summary sentence, and the table, which screen
 * readers always read (visually hidden until "Show as table", or shown when the chart cannot be drawn).
 */
export function SalesPanel({ points, period, title }: { points: readonly SalesPoint[]; period: SalesPeriod; title: string }) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const [chart, setChart] = useState<ChartState>('loading');
  const tableShown = asTable || chart === 'failed';
  return (
    <figure className="admin-sales" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h3 id={headingId}>{title}</h3>
        {chart === 'failed' ? null : (
          <button type="button" className="button button--outline button--small" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
            Show as table
          </button>
        )}
      </div>
      <figcaption>{salesSummary(points, period)}</figcaption>
      {asTable ? null : <SalesChart points={points} period={period} onState={setChart} />}
      <SalesTable points={points} caption={title} period={period} hidden={!tableShown} />
    </figure>
  );
}
