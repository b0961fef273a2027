import type { Schemas } from '@gatekeep/sdk';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGatekeep } from '../../../api';
import { Empty, ErrorNotice } from '../../../ui';
import { ssoTestRedirectUri, startSsoTest } from './test-session';

type ProviderConfig = Schemas['ProviderConfig'];

/** Step 3: a real sign-in through a connection, which comes back to the portal's test page. */
export function TestSignIn({ connections }: { connections: ProviderConfig[] }) {
  const gk = useGatekeep();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const config = connections.find((c) => c.id === chosen) ?? connections.find((c) => c.enabled) ?? connections[0];
  const start = useMutation({ mutationFn: (c: ProviderConfig) => startSsoTest(gk, c) });

  if (!config) return <Empty>Create a connection in step 2 first.</Empty>;
  const testUri = ssoTestRedirectUri();
  const missingUri = !config.allowedRedirectUris.includes(testUri);
  const problem = !config.enabled
    ? 'This connection is disabled: enable it first.'
    : missingUri
      ? `Add ${testUri} to this connection’s allowed redirect URIs first (step 2).`
      : null;

  return (
    <div className="stack">
      <p>
        Sign in through your identity provider as one of your people, with an address in a verified domain. You come back to a page that
        shows who Gatekeep signed in; your own portal session is not changed.
      </p>
      <div className="row wrap">
        {connections.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-connection`}>Connection to test</label>
            <select id={`${id}-connection`} value={config.id} onChange={(e) => setChosen(e.target.value)}>
              {connections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.enabled ? '' : ' (disabled)'}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          className="button"
          onClick={() => start.mutate(config)}
          disabled={problem !== null || start.isPending}
          aria-describedby={problem ? `${id}-problem` : undefined}
        >
          {start.isPending ? 'Opening your identity provider…' : 'Test sign-in'}
        </button>
      </div>
      {connections.length === 1 && <p className="hint">Tests “{config.name}”.</p>}
      {problem && (
        <p id={`${id}-problem`} className="notice notice-warning">
          {problem}
        </p>
      )}
      <ErrorNotice error={start.error} />
    </div>
  );
}
