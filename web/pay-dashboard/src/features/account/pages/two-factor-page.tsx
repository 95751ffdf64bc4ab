import { useEffect, useState } from 'react';
import { useNavigate } from '../../../../../src/lib/router/router';
import { QrCode } from '../../../../../src/components/ui/qr-code';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { useStaff } from '../../../lib/staff-context';
import { useFormAction } from '../../../lib/use-form-action';
import { useTitle } from '../../../lib/use-title';
import { confirmTwoFactor } from '../api/confirm-two-factor';
import { meKey } from '../api/get-me';
import { startTwoFactor, type TwoFactorEnrolment } from '../api/start-two-factor';

function ConfirmForm({ enrolment, onTurnedOn }: { enrolment: TwoFactorEnrolment; onTurnedOn: () => void }) {
  const [code, setCode] = useState('');
  const { submit, problem, busy } = useFormAction(async () => {
    await confirmTwoFactor(code.trim());
    onTurnedOn();
  });
  return (
    <>
      <p>Scan this code with an authenticator app (Google Authenticator, Authy, 1Password…), then enter the 6-digit code it shows.</p>
      <QrCode uri={enrolment.otpauthUrl} className="dash-qr" />
      <p>
        Cannot scan? Enter this key: <code className="dash-secret">{enrolment.secret}</code>
      </p>
      <p>
        <a href={enrolment.otpauthUrl}>Add to an authenticator app on this device</a>
      </p>
      <form onSubmit={submit} noValidate className="dash-form">
        <SettingsField label="6-digit code from the app" value={code} onChange={setCode} autoComplete="one-time-code" inputMode="numeric" error={problem} required />
        <SubmitButton busy={busy} label="Turn on two-factor sign-in" />
      </form>
    </>
  );
}

/** Two-factor sign-in for the signed-in staff member; owners must turn it on before anything else. */
export default function TwoFactorPage() {
  useTitle('Two-factor sign-in');
  const me = useStaff();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [problem, setProblem] = useState<string>();
  const [turnedOn, setTurnedOn] = useState(false);
  // Go on to the overview once the frame's `/me` says two-factor is on: before that, the frame (still holding
  // the `/me` from before) would send an owner straight back here.
  useEffect(() => {
    if (turnedOn && me.twoFactorEnabled) navigate(dashboardPaths.overview, { replace: true });
  }, [turnedOn, me.twoFactorEnabled, navigate]);
  async function start() {
    setProblem(undefined);
    try {
      setEnrolment(await startTwoFactor());
    } catch (error) {
      setProblem(problemMessage(error));
    }
  }
  return (
    <section className="dash-panel" aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">Two-factor sign-in</h1>
      {me.twoFactorEnabled ? (
        <p>
          Two-factor sign-in is <strong>on</strong>: every sign-in asks for a code from your authenticator app.
        </p>
      ) : enrolment ? (
        <ConfirmForm
          enrolment={enrolment}
          onTurnedOn={() => {
            setTurnedOn(true);
            invalidate(meKey);
          }}
        />
      ) : (
        <>
          <p>
            {me.role === 'owner'
              ? 'Owners must turn on two-factor sign-in before using the dashboard, so that a stolen password alone cannot move your money.'
              : 'Turn on two-factor sign-in so that a stolen password alone cannot open your dashboard.'}
          </p>
          <p role="alert">{problem ?? ''}</p>
          <button type="button" className="button button--primary" onClick={() => void start()}>
            Set up two-factor sign-in
          </button>
        </>
      )}
    </section>
  );
}
