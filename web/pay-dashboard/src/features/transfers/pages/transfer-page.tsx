import { useParams } from '../../../../../src/lib/router/routes';
import { Link } from '../../../lib/link';
import { ErrorState } from '../../../../../src/components/ui/status';
import { formatDateTime } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { useTransfer } from '../api/get-transfer';
import type { Transfer } from '../api/transfer-types';
import { OtpForm } from '../components/otp-form';
import { TransferStatusBadge } from '../components/status-words';

function Summary({ transfer }: { transfer: Transfer }) {
  const account = transfer.recipient.details;
  return (
    <dl className="dash-summary">
      <dt>Recipient</dt>
      <dd>
        {transfer.recipient.name} ({account.account_name})
      </dd>
      <dt>Account</dt>
      <dd>
        {account.bank_name} · {account.account_number}
      </dd>
      <dt>Amount</dt>
      <dd>{formatMoney(transfer.amount)}</dd>
      <dt>Fee</dt>
      <dd>{formatMoney(transfer.fee_charged)}</dd>
      <dt>Status</dt>
      <dd>
        <TransferStatusBadge status={transfer.status} />
        {transfer.failures ? ` — ${transfer.failures}` : ''}
      </dd>
      <dt>Reason</dt>
      <dd>{transfer.reason ?? '–'}</dd>
      <dt>Reference</dt>
      <dd>
        <code>{transfer.reference}</code>
      </dd>
      <dt>Transfer code</dt>
      <dd>
        <code>{transfer.transfer_code}</code>
      </dd>
      <dt>Created</dt>
      <dd>{formatDateTime(transfer.createdAt)}</dd>
      <dt>Sent</dt>
      <dd>{transfer.transferred_at ? formatDateTime(transfer.transferred_at) : 'Not yet'}</dd>
    </dl>
  );
}

/** One transfer: recipient, amount, fee, status, reason; an owner confirms one still waiting for its OTP here. */
export default function TransferPage() {
  const { id = '' } = useParams();
  useTitle(`Transfer ${id}`);
  const me = useStaff();
  const transfer = useTransfer(id);
  return (
    <>
      <p>
        <Link to={dashboardPaths.transfers}>← All transfers</Link>
      </p>
      <h1>{transfer.status === 'success' ? `Transfer to ${transfer.data.recipient.name}` : `Transfer ${id}`}</h1>
      {transfer.status === 'loading' ? <p role="status">Loading the transfer…</p> : null}
      {transfer.status === 'error' ? <ErrorState message={problemMessage(transfer.error)} onRetry={transfer.retry} /> : null}
      {transfer.status === 'success' ? (
        <div className="dash-detail">
          <Summary transfer={transfer.data} />
          {transfer.data.status === 'otp' && can.sendTransfers(me.role) ? (
            <section className="dash-panel">
              <OtpForm transferCode={transfer.data.transfer_code} onDone={() => undefined} />
            </section>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
