import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { Link } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { isTotpChallenge } from '@functions/shop/auth/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { startGoogleSession } from '../api/google-session';
import { CodeStep } from '../components/code-step';
import { googleRedirectUri } from '../google/google-start';
import { exchangeGoogleCode, googleSignInFailed, takePendingGoogleSignIn } from '../google/google-token';
import { landingOf } from '../landing';
import '../auth.css';

/**
 * Where Cognito's hosted UI sends the browser back after Google: checks the state this tab stored, exchanges
 * the code (PKCE) at the token endpoint, and lets the Shop start the session from the refresh token (its
 * first time, the Shop creates the profile). A customer with two-factor sign-in then gives their code.
 */
export default function GoogleCallbackPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const [problem, setProblem] = useState<string>();
  const [challenge, setChallenge] = useState<{ value: string; redirect?: string }>();
  const started = useRef(false);
  useDocumentTitle('Signing in with Google');

  useEffect(() => {
    // Once per page load: a code is single-use (and React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    const pending = takePendingGoogleSignIn();
    const code = search.get('code');
    const refused = search.get('error');
    void (async () => {
      try {
        if (refused) throw new Error(refused === 'access_denied' ? 'Google sign-in was cancelled.' : googleSignInFailed);
        // The state proves this tab started the sign-in (no code planted from elsewhere is exchanged).
        if (!pending || !code || search.get('state') !== pending.state) throw new Error(googleSignInFailed);
        const { googleSignIn } = await loadRuntimeConfig();
        if (!googleSignIn) throw new Error(googleSignInFailed);
        const refreshToken = await exchangeGoogleCode(googleSignIn, code, pending.verifier, googleRedirectUri());
        const answer = await startGoogleSession({ refreshToken });
        if (!answer.data) throw new Error(googleSignInFailed);
        if (isTotpChallenge(answer.data)) {
          setChallenge({ value: answer.data.challenge, redirect: pending.redirect });
          return;
        }
        session.adopt(answer.data);
        navigate(landingOf(pending.redirect, answer.data.user), { replace: true });
      } catch (error) {
        setProblem(errorMessage(error));
      }
    })();
  }, [navigate, search, session]);

  if (challenge) {
    return (
      <CodeStep
        challenge={challenge.value}
        onSignedIn={(signedIn) => {
          session.adopt(signedIn);
          navigate(landingOf(challenge.redirect, signedIn.user), { replace: true });
        }}
        onRestart={() => navigate(paths.login.getHref(challenge.redirect), { replace: true })}
      />
    );
  }

  return (
    <div className="auth-page">
      <PageHeading>Signing in with Google</PageHeading>
      {problem ? (
        <>
          <p className="auth-form__failure" role="alert">
            {problem}
          </p>
          <p className="auth-page__links">
            <Link to={paths.login.getHref()}>Back to sign in</Link>
          </p>
        </>
      ) : (
        <p role="status">Finishing your sign-in…</p>
      )}
    </div>
  );
}
