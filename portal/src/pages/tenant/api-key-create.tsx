import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { Field } from '../../components/Field';
import { keys } from '../../queries';
import { ErrorNotice, ShownOnce } from '../../ui';
import { parseList } from './role-form';

/** The end of the chosen day, local time: a key "expiring on" a date works through that date. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

export function CreateApiKeyForm({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState('');
  const [expires, setExpires] = useState('');
  const create = useMutation({
    mutationFn: () =>
      gk.createApiKey(tenantId, { name: name.trim(), scopes: parseList(scopes), ...(expires ? { expiresAt: endOfDay(expires) } : {}) }),
    onSuccess: async () => {
      setName('');
      setScopes('');
      setExpires('');
      await queryClient.invalidateQueries({ queryKey: keys.apiKeys(tenantId) });
    },
  });

  if (create.data) {
    return (
      <div className="stack">
        <p>
          The key <strong>{create.data.apiKey.name}</strong> is created.
        </p>
        <ShownOnce label="API key" value={create.data.secret} />
        <div className="actions">
          <button type="button" className="button" onClick={() => create.reset()}>
            Done
          </button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const today = new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD, local
  return (
    <form onSubmit={submit} className="form">
      <Field label="Name" value={name} onChange={setName} maxLength={100} required autoComplete="off" />
      <Field
        label="Scopes"
        value={scopes}
        onChange={setScopes}
        autoComplete="off"
        className="mono"
        hint="Permission strings separated by spaces or commas, e.g. billing:read. Leave empty for none."
      />
      <Field
        label="Expires on (optional)"
        type="date"
        value={expires}
        onChange={setExpires}
        min={today}
        hint="Leave empty for a key that never expires."
      />
      <ErrorNotice error={create.error} />
      <div className="actions">
        <button type="submit" className="button" disabled={create.isPending}>
          Create API key
        </button>
      </div>
    </form>
  );
}
