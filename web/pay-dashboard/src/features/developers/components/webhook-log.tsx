import { useState } from 'react';
import { ErrorState } from '../../../../../src/components/ui/status';
import { formatDateTime } from '../../../../../src/lib/dates';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { useWebhook } from '../api/get-webhook';
import { useWebhooks, webhooksKey } from '../api/list-webhooks';
import { resendWebhook } from '../api/resend-webhook';
import { sendTestWebhook } from '../api/send-test-webhook';

/** The body as sent, indented when it is JSON (it always is; the text is kept as it was if not). */
function readable(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** What a delivery attempt got back: the API's status code 0 means no HTTP answer came. */
const answerOf = (statusCode: number) => (statusCode === 0 ? 'no answer' : `HTTP ${statusCode}`);

function DeliveryDetail({ eventId }: { eventId: string }) {
  const detail = useWebhook(eventId);
  if (detail.status === 'loading') return <p role="status">Loading the delivery…</p>;
  if (detail.status === 'error') return <ErrorState message={problemMessage(detail.error)} onRetry={detail.retry} />;
  return (
    <div className="dash-delivery">
      <h4>Request body</h4>
      <pre tabIndex={0} aria-label="Request body">{readable(detail.data.payload)}</pre>
      <h4>Attempts</h4>
      {detail.data.attemptLog.length === 0 ? <p>Not attempted yet.</p> : null}
      <ol className="dash-list">
        {detail.data.attemptLog.map((attempt) => (
          <li key={`${attempt.attempt}-${attempt.at}`}>
            Attempt {attempt.attempt}, {formatDateTime(attempt.at)}: {answerOf(attempt.statusCode)} in {attempt.durationMs} ms
            {attempt.error ? ` (${attempt.error})` : ''}
            {attempt.responseBody ? (
              <pre tabIndex={0} aria-label={`Response body of attempt ${attempt.attempt}`}>
                {attempt.responseBody}
              </pre>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The webhook delivery log with each delivery's bodies, "Resend", and "Send test event". */
export function WebhookLog() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string>();
  const [note, setNote] = useState('');
  const deliveries = useWebhooks(page);

  async function resend(eventId: string) {
    setNote('');
    try {
      await resendWebhook(eventId);
      setNote('Delivery queued again');
      invalidate(webhooksKey);
    } catch (error) {
      setNote(problemMessage(error));
    }
  }

  async function sendTest() {
    setNote('');
    try {
      const answer = await sendTestWebhook();
      setNote(
        answer.statusCode === 0
          ? `Test event sent: no answer from your server (${answer.error ?? 'request failed'})`
          : `Test event sent: your server answered HTTP ${answer.statusCode}`,
      );
    } catch (error) {
      setNote(problemMessage(error));
    }
  }

  const meta = deliveries.status === 'success' ? deliveries.data.meta : undefined;
  return (
    <section className="dash-panel" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhook deliveries</h2>
      <div className="dash-actions">
        <button type="button" className="button button--outline button--small" onClick={() => void sendTest()}>
          Send test event
        </button>
        <button type="button" className="button button--outline button--small" onClick={() => invalidate(webhooksKey)}>
          Refresh
        </button>
      </div>
      <p role="status">{note}</p>
      {deliveries.status === 'loading' ? <p role="status">Loading deliveries…</p> : null}
      {deliveries.status === 'error' ? <ErrorState message={problemMessage(deliveries.error)} onRetry={deliveries.retry} /> : null}
      {deliveries.status === 'success' && deliveries.data.items.length === 0 ? <p>No webhook sent yet.</p> : null}
      {deliveries.status === 'success' && deliveries.data.items.length > 0 ? (
        <ul className="dash-deliveries" aria-label="Deliveries">
          {deliveries.data.items.map((delivery) => (
            <li key={delivery.eventId} className="dash-deliveries__item">
              <div className="dash-deliveries__row">
                <span className="dash-deliveries__event">{delivery.event}</span>
                <span>{delivery.status}</span>
                <span>{delivery.lastStatusCode === null ? 'not tried yet' : answerOf(delivery.lastStatusCode)}</span>
                <span>
                  {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                </span>
                <span>{delivery.nextAttemptAt ? `next try ${formatDateTime(delivery.nextAttemptAt)}` : formatDateTime(delivery.createdAt)}</span>
              </div>
              <div className="dash-actions">
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-expanded={open === delivery.eventId}
                  onClick={() => setOpen(open === delivery.eventId ? undefined : delivery.eventId)}
                >
                  Details<span className="visually-hidden"> of {delivery.event}</span>
                </button>
                <button type="button" className="button button--outline button--small" onClick={() => void resend(delivery.eventId)}>
                  Resend<span className="visually-hidden"> {delivery.event}</span>
                </button>
              </div>
              {open === delivery.eventId ? <DeliveryDetail eventId={delivery.eventId} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {meta && meta.pageCount > 1 ? (
        <nav className="dash-pager" aria-label="Delivery pages">
          <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <span>
            Page {meta.page} of {meta.pageCount}
          </span>
          <button type="button" className="button button--outline button--small" disabled={page >= meta.pageCount} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        </nav>
      ) : null}
    </section>
  );
}
