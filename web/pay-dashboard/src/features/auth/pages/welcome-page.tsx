import { useLocation } from '../../../../../src/lib/router/router';
import { dashboardPaths } from '../../../lib/paths';
import { useTitle } from '../../../lib/use-title';
import type { NewKeys } from '../api/confirm-sign-up';
import { Redirect } from '../../../lib/redirect';
import { Link } from '../../../lib/link';

function keysOf(state: unknown): NewKeys | undefined {
  if (typeof state !== 'object' || state === null || !('keys' in state)) return undefined;
  const keys = (state as { keys: unknown }).keys;
  if (typeof keys !== 'object' || keys === null) return undefined;
  const { publicKey, secretKey } = keys as Record<string, unknown>;
  return typeof publicKey === 'string' && typeof secretKey === 'string' ? { publicKey, secretKey } : undefined;
}

/** After sign-up: the new test keys, the secret one shown this once (later only with the password). */
export default function WelcomePage() {
  useTitle('Your test keys');
  const keys = keysOf(useLocation().state);
  if (!keys) return <Redirect to={dashboardPaths.overview} />;
  return (
    <div className="dash-auth">
      <main className="dash-auth__card dash-auth__card--wide">
        <p className="dash__logo">Pay</p>
        <h1>Your test keys</h1>
        <p>Your account is in test mode: no real money moves. Copy the secret key now: it is shown only this once (later you can reveal it with your password).</p>
        <dl className="dash-keys">
          <dt>Public key</dt>
          <dd>
            <code>{keys.publicKey}</code>
          </dd>
          <dt>Secret key</dt>
          <dd>
            <code>{keys.secretKey}</code>
          </dd>
        </dl>
        <p>Next, turn on two-factor sign-in: every owner needs it.</p>
        <Link className="button button--primary" to={dashboardPaths.twoFactor} replace>
          I have saved my keys
        </Link>
      </main>
    </div>
  );
}
