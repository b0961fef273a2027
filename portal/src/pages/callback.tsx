import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { completeSignIn, signIn } from '../auth/session';
import { ErrorNotice, Loading } from '../ui';
import { useDocumentTitle } from '../ui/PageHeader';

/** /portal/callback: the authorization server sends the browser back here with a code (or an error). */
export function CallbackPage() {
  useDocumentTitle('Signing in');
  const router = useRouter();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    completeSignIn(new URLSearchParams(window.location.search)).then(
      (returnTo) => {
        if (active) router.history.replace(returnTo);
      },
      (err: unknown) => {
        if (active) setError(err);
      },
    );
    return () => {
      active = false;
    };
  }, [router]);

  return (
    <main id="main" className="standalone">
      <div className="card">
        {error ? (
          <>
            <h1>Sign-in failed</h1>
            <ErrorNotice error={error} />
            <div className="actions">
              <button type="button" className="button" onClick={() => void signIn('/portal/').catch(setError)}>
                Sign in
              </button>
            </div>
          </>
        ) : (
          <>
            <h1>Signing in</h1>
            <Loading label="Signing you in…" />
          </>
        )}
      </div>
    </main>
  );
}
