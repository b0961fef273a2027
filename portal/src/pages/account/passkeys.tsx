import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { CurrentPasswordField, Field } from '../../components/Field';
import { Time } from '../../components/Time';
import { keys } from '../../queries';
import { ConfirmButton, ErrorNotice, PagedTable, usePaged } from '../../ui';
import { AddPasskeyForm } from './passkey-add';

type Passkey = Schemas['Passkey'];

export function PasskeysSection() {
  const { items, query } = usePaged(keys.passkeys, (cursor) => gk.listPasskeys({ cursor, limit: 100 }));
  return (
    <div className="stack">
      <PagedTable
        query={query}
        items={items}
        loading="Loading passkeys…"
        empty="You have no passkeys yet."
        label="Passkeys"
        columns={['Name', 'Kind', 'Added', 'Last used']}
        actions
        row={(passkey) => <PasskeyRow key={passkey.id} passkey={passkey} />}
      />
      <AddPasskeyForm />
    </div>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [password, setPassword] = useState('');
  return (
    <tr>
      <td>{renaming ? <RenameForm passkey={passkey} onDone={() => setRenaming(false)} /> : passkey.name}</td>
      <td>{passkey.deviceType === 'multiDevice' ? 'Synced' : 'This device only'}</td>
      <td>
        <Time value={passkey.createdAt} />
      </td>
      <td>
        <Time value={passkey.lastUsedAt} empty="Never" />
      </td>
      <td className="cell-actions">
        {!renaming && (
          <button type="button" className="button button-secondary button-small" onClick={() => setRenaming(true)}>
            Rename
          </button>
        )}
        <ConfirmButton
          label="Delete"
          title={`Delete the passkey “${passkey.name}”?`}
          description={
            <>
              <p>It will no longer sign you in. Remove it from your device or password manager too.</p>
              <CurrentPasswordField value={password} onChange={setPassword} passwordless />
            </>
          }
          confirmLabel="Delete passkey"
          destructive
          onConfirm={async () => {
            await gk.deletePasskey(passkey.id, password ? { password } : {});
            setPassword('');
            await queryClient.invalidateQueries({ queryKey: keys.passkeys });
          }}
        />
      </td>
    </tr>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(passkey.name);
  const rename = useMutation({
    mutationFn: () => gk.updatePasskey(passkey.id, { name: name.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.passkeys });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate();
  };
  return (
    <form onSubmit={submit} className="form form-inline">
      <Field label="New name" value={name} onChange={setName} maxLength={100} required autoFocus />
      <ErrorNotice error={rename.error} />
      <div className="actions">
        <button type="submit" className="button button-small" disabled={rename.isPending}>
          Save name
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
