import { ErrorState } from '../../../../../src/components/ui/status';
import { formatMoney } from '../../../../../src/lib/money';
import { problemMessage } from '../../../lib/dashboard-api';
import { useTitle } from '../../../lib/use-title';
import { useOverview, type PeriodFigures } from '../api/get-overview';
import { VolumeChart } from '../components/volume-chart';

function Period({ title, figures }: { title: string; figures: PeriodFigures }) {
  return (
    <section className="dash-stat" aria-label={title}>
      <h2>{title}</h2>
      <p className="dash-stat__value">{formatMoney(figures.volume)}</p>
      <p>
        {figures.successCount} successful, {figures.failedCount} failed
      </p>
    </section>
  );
}

/** Today, 7 and 30 days at a glance, the 30-day chart and the next settlement. */
export default function OverviewPage() {
  useTitle('Overview');
  const overview = useOverview();
  return (
    <>
      <h1>Overview</h1>
      {overview.status === 'loading' ? <p role="status">Loading the overview…</p> : null}
      {overview.status === 'error' ? <ErrorState message={problemMessage(overview.error)} onRetry={overview.retry} /> : null}
      {overview.status === 'success' ? (
        <>
          <div className="dash-stats">
            <Period title="Today" figures={overview.data.today} />
            <Period title="Last 7 days" figures={overview.data.last7Days} />
            <Period title="Last 30 days" figures={overview.data.last30Days} />
            <section className="dash-stat" aria-label="Next settlement">
              <h2>Next settlement</h2>
              <p className="dash-stat__value">{formatMoney(overview.data.nextSettlement.amount)}</p>
            </section>
          </div>
          <VolumeChart days={overview.data.daily} />
          <details className="dash-panel">
            <summary>Daily figures</summary>
            <div className="dash-table-wrap">
              <table className="dash-table">
                <caption className="visually-hidden">Daily volume and counts, last 30 days</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Volume</th>
                    <th scope="col">Successful</th>
                    <th scope="col">Failed</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.data.daily.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{day.date}</th>
                      <td>{formatMoney(day.volume)}</td>
                      <td>{day.successCount}</td>
                      <td>{day.failedCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : null}
    </>
  );
}
