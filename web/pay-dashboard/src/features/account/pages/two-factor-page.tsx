import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderSVG } from 'uqr';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { confirmTwoFactor } from '../api/confirm-two-factor';
import { meKey } from '../api/get-me';
import { startTwoFactor, type TwoFactorEnrolment } from '../api/start-two-factor';

/** The otpauth URI as an SVG QR code, shown as an image (never injected as markup). */
function QrCode({ uri }: { uri: string }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { pixelSize: 6 }))}`;
  return <img className="dash-qr" src={src} alt="QR code to scan with your authenticator app" width={224} height={224} />;
}

function ConfirmForm({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await confirmTwoFactor(code.trim());
      invalidate(meKey);
      navigate(dashboardPaths.overview, { replace: true });
    } catch (error) {
      setProblem(problemMessage(error));
      setBusy(false);
    }
  }
  return (
    <>
      <p>Scan this code with an authenticator app (Google Authenticator, Authy, 1Password…), then enter the 6-digit code it shows.</p>
      <QrCode uri={enrolment.otpauthUrl} />
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
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [problem, setProblem] = useState<string>();
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
        <ConfirmForm enrolment={enrolment} />
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
