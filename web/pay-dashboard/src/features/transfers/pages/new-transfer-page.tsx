import { useState } from 'react';
import { Link } from '../../../lib/link';
import { formatMoney } from '../../../../../src/lib/money';
import { dashboardPaths } from '../../../lib/paths';
import { Redirect } from '../../../lib/redirect';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import type { CreatedTransfer } from '../api/transfer-types';
import { BalancePanel } from '../components/balance-panel';
import { OtpForm } from '../components/otp-form';
import { TransferForm } from '../components/transfer-form';

type Step = { kind: 'form' } | { kind: 'otp' | 'done'; transfer: CreatedTransfer; recipientName: string };

/** A payout (owners): recipient, amount and reason; then the OTP when the merchant's transfer OTP is on; then where it stands. */
export default function NewTransferPage() {
  useTitle('New transfer');
  const me = useStaff();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  if (!can.sendTransfers(me.role)) return <Redirect to={dashboardPaths.transfers} />;
  return (
    <>
      <p>
        <Link to={dashboardPaths.transfers}>← All transfers</Link>
      </p>
      <h1>New transfer</h1>
      <BalancePanel />
      <section className="dash-panel" aria-live="polite">
        {step.kind === 'form' ? (
          <TransferForm onCreated={(transfer, recipientName) => setStep({ kind: transfer.status === 'otp' ? 'otp' : 'done', transfer, recipientName })} />
        ) : null}
        {step.kind === 'otp' ? (
          <>
            <p>
              {formatMoney(step.transfer.amount)} to {step.recipientName} (fee {formatMoney(step.transfer.fee_charged)}) is waiting for its OTP.
            </p>
            <OtpForm transferCode={step.transfer.transfer_code} onDone={(transfer) => setStep({ ...step, kind: 'done', transfer })} />
          </>
        ) : null}
        {step.kind === 'done' ? (
          <>
            <h2>Transfer queued</h2>
            <p role="status">
              {formatMoney(step.transfer.amount)} to {step.recipientName} is {step.transfer.status}.
            </p>
            <p className="dash-actions">
              <Link to={dashboardPaths.transfer(step.transfer.transfer_code)}>See the transfer</Link>
              <button type="button" className="button button--outline button--small" onClick={() => setStep({ kind: 'form' })}>
                Make another transfer
              </button>
            </p>
          </>
        ) : null}
      </section>
    </>
  );
}
