import { useState } from 'react';
import { useSession } from '../auth/session';
import { ErrorNotice } from '../ui';
import { useDocumentTitle } from '../ui/PageHeader';

/** Shown when there is no session (or it could not be checked): one button to sign in. */
export function SignedOutPage({ error }: { error?: unknown }) {
  useDocumentTitle('Sign in');
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [signInError, setSignInError] = useState<unknown>(null);

  const start = async () => {
    setPending(true);
    setSignInError(null);
    try {
      await session.signIn();
    } catch (err) {
      setSignInError(err);
      setPending(false);
    }
  };

  return (
    <main id="main" className="standalone">
      <div className="card signed-out">
        <h1>Gatekeep</h1>
        <p>You are signed out. Sign in to manage your account and your tenants.</p>
        <ErrorNotice error={signInError ?? error} />
        <div className="actions">
          <button type="button" className="button" onClick={() => void start()} disabled={pending}>
            Sign in
          </button>
          {session.status === 'failed' && (
            <button type="button" className="button button-secondary" onClick={() => void session.retry()}>
              Try again
            </button>
          )}
        </div>
      </div>
    </main>
  );
}
