import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { Field } from '../../components/Field';
import { Success } from '../../components/Success';
import { keys } from '../../queries';
import { ErrorNotice } from '../../ui';

type Role = Schemas['Role'];

/** Permission strings typed one per line (or separated by commas or spaces), without repeats. */
export function parseList(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((item) => item !== ''))];
}

/** Creates a role, or with `role` edits it (name, description, permissions). */
export function RoleForm({ tenantId, role, onDone }: { tenantId: string; role?: Role; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const permissionsId = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState(role?.permissions.join('\n') ?? '');
  const save = useMutation({
    mutationFn: () => {
      const fields = { name: name.trim(), permissions: parseList(permissions) };
      if (role) return gk.updateRole(tenantId, role.id, { ...fields, description: description.trim() || null });
      return gk.createRole(tenantId, { ...fields, ...(description.trim() ? { description: description.trim() } : {}) });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.roles(tenantId) });
      if (role) onDone?.();
      else {
        setName('');
        setDescription('');
        setPermissions('');
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="form">
      <Field
        label="Name"
        value={name}
        onChange={setName}
        maxLength={63}
        required
        hint="Lower-case letters, digits, “_” and “-”, starting with a letter."
      />
      <Field label="Description" value={description} onChange={setDescription} maxLength={500} />
      <div className="field">
        <label htmlFor={permissionsId}>Permissions</label>
        <textarea
          id={permissionsId}
          className="mono"
          rows={4}
          value={permissions}
          onChange={(event) => setPermissions(event.target.value)}
          aria-describedby={`${permissionsId}-hint`}
        />
        <p id={`${permissionsId}-hint`} className="hint">
          One per line, e.g. <code>billing:read</code>.
        </p>
      </div>
      <ErrorNotice error={save.error} />
      {!role && <Success>{save.data && `The role ${save.data.name} is created.`}</Success>}
      <div className="actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {role ? 'Save role' : 'Create role'}
        </button>
        {role && (
          <button type="button" className="button button-secondary" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
