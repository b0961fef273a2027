import { ApiError, type Gatekeep, type Schemas } from '@gatekeep/sdk';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useGatekeep } from '../api';
import { ErrorNotice, PageHeader } from '../ui';
import { type PendingSsoTest, takePendingSsoTest } from './tenant/sso/test-session';

type Outcome =
  | { kind: 'signedIn'; pending: PendingSsoTest; profile: Schemas['SsoProfile']; user: Schemas['User'] }
  | { kind: 'mfa'; pending: PendingSsoTest; methods: string[] }
  | { kind: 'refused'; pending: PendingSsoTest | null; error: string; description: string | null; code: string | null }
  | { kind: 'failed'; pending: PendingSsoTest; error: unknown }
  | { kind: 'notOurs' };

/** Gatekeep's refusal codes (`error_code`), in words. */
const REFUSALS: Record<string, string> = {
  SSO_EMAIL_OUTSIDE_DOMAINS:
    'The address the identity provider sent is not in a domain your organisation verified, or it sent none. Verify the domain (step 1), or check which claim or attribute carries the email.',
  SSO_ACCOUNT_CONFLICT:
    'An account with this address exists already, and the identity provider did not vouch for the address (email_verified was false or missing), so Gatekeep did not link them.',
  SSO_NOT_PROVISIONED:
    'This person is not a member of your organisation, and just-in-time provisioning is off for this connection. Invite them, or turn provisioning on.',
  PLAN_LIMIT_REACHED: 'Your plan’s member limit is reached, so this person could not join.',
  ACCOUNT_DISABLED: 'This account is disabled.',
};

function refusalInWords(error: string, code: string | null): string {
  if (code && REFUSALS[code]) return REFUSALS[code];
  if (error === 'temporarily_unavailable') return 'Gatekeep could not reach the identity provider. Check its address and try again.';
  if (error === 'access_denied') return 'The sign-in was refused, by the identity provider or by Gatekeep.';
  return 'The sign-in did not complete.';
}

// One run per answer, even when React runs the effect twice: the code and the state are good once.
const runs = new Map<string, Promise<Outcome>>();
let latest: Promise<Outcome> | undefined;

async function finish(gk: Gatekeep, search: string): Promise<Outcome> {
  const params = new URLSearchParams(search);
  const stored = takePendingSsoTest();
  const pending = stored && stored.state === params.get('state') ? stored : null;
  const error = params.get('error');
  if (error) return { kind: 'refused', pending, error, description: params.get('error_description'), code: params.get('error_code') };
  const code = params.get('code');
  if (!pending || !code) return { kind: 'notOurs' };
  try {
    const answer = await gk.exchangeSsoCode({ code, codeVerifier: pending.codeVerifier });
    if ('mfaRequired' in answer) return { kind: 'mfa', pending, methods: answer.methods };
    // A test only: the session it made is ended at once and its tokens are dropped, never kept.
    gk.logout({ refreshToken: answer.refreshToken }).catch(() => undefined);
    return { kind: 'signedIn', pending, profile: answer.profile, user: answer.user };
  } catch (err) {
    return { kind: 'failed', pending, error: err };
  }
}

function Result({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'signedIn': {
      const { profile, user, pending } = outcome;
      return (
        <div className="stack">
          <p className="notice notice-success">
            Test sign-in succeeded: signed in as {profile.email} ({profile.name ?? 'no name'}) through {pending.connectionName}.
          </p>
          <dl className="details-list">
            <dt>Email</dt>
            <dd className="mono break">{profile.email}</dd>
            <dt>Name</dt>
            <dd>{profile.name ?? '—'}</dd>
            <dt>Subject at the identity provider</dt>
            <dd className="mono break">{profile.subject}</dd>
            <dt>Gatekeep user</dt>
            <dd className="mono">{user.id}</dd>
            <dt>Address verified</dt>
            <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
            <dt>Connection</dt>
            <dd>
              {pending.connectionName} <span className="mono muted">{profile.providerConfigId}</span>
            </dd>
          </dl>
          <p className="hint">The test session was ended at once; your own portal session is unchanged.</p>
        </div>
      );
    }
    case 'mfa': {
      const methods = outcome.methods.join(', ');
      return (
        <p className="notice notice-success">
          {`The identity provider signed the person in through ${outcome.pending.connectionName}. Gatekeep then asks for their own second factor (${methods}), as it would in an application, so the test stops here.`}{' '}
          To skip it, turn on “trust the identity provider’s multi-factor authentication” on the connection.
        </p>
      );
    }
    case 'refused':
      return (
        <div className="notice notice-error stack">
          <p className="notice-title">Test sign-in failed: {refusalInWords(outcome.error, outcome.code)}</p>
          {outcome.description && <p>{outcome.description}</p>}
          <p className="notice-meta">
            Error: <code>{outcome.error}</code>
            {outcome.code && (
              <>
                {' '}
                Code: <code>{outcome.code}</code>
              </>
            )}
          </p>
        </div>
      );
    case 'failed': {
      const expired = outcome.error instanceof ApiError && outcome.error.status === 400;
      return (
        <div className="stack">
          <p className="notice notice-error">
            Test sign-in failed: Gatekeep did not accept the answer from {outcome.pending.connectionName}.
          </p>
          <ErrorNotice error={outcome.error} />
          {expired && <p>The code is good for one use within 60 seconds: start the test again.</p>}
        </div>
      );
    }
    case 'notOurs':
      return (
        <p className="notice notice-warning">
          This answer does not belong to a test started in this browser tab (or it was already used). Start the test again from the single
          sign-on page.
        </p>
      );
  }
}

/** /portal/sso-test: where a connection's test sign-in comes back. It shows the outcome and changes no session of the portal. */
export function SsoTestResultPage() {
  const gk = useGatekeep();
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const search = window.location.search;
    const params = new URLSearchParams(search);
    // Shown again after a remount, once the address bar no longer holds the answer.
    let run = runs.get(search) ?? (params.has('code') || params.has('error') ? undefined : latest);
    if (!run) {
      run = finish(gk, search);
      runs.set(search, run);
    }
    latest = run;
    let active = true;
    void run.then((result) => {
      if (!active) return;
      setOutcome(result);
      // The code is spent: keep it out of the address bar and the history.
      window.history.replaceState(window.history.state, '', window.location.pathname);
    });
    return () => {
      active = false;
    };
  }, [gk]);

  const returnTo = (outcome && outcome.kind !== 'notOurs' ? outcome.pending?.returnTo : undefined) ?? '/portal/tenants';
  return (
    <div className="stack">
      <PageHeader title="SSO test sign-in" />
      <div role="status" aria-live="polite" aria-atomic="true">
        {outcome ? <Result outcome={outcome} /> : <p className="loading">Checking the sign-in…</p>}
      </div>
      {outcome && (
        <p>
          <a
            href={returnTo}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              router.history.push(returnTo);
            }}
          >
            Back to single sign-on settings
          </a>
        </p>
      )}
    </div>
  );
}
