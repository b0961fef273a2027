import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ErrorNotice } from '../../../ui';

type Created = Schemas['DirectoryCreated'];
interface Mapping {
  key: number;
  group: string;
  role: string;
}

/** A new directory: its name and which directory groups give which role. */
export function CreateDirectoryForm({ tenantId, onCreated }: { tenantId: string; onCreated: (created: Created) => void }) {
  const gk = useGatekeep();
  const id = useId();
  const nextKey = useRef(1);
  const [name, setName] = useState('');
  const [mappings, setMappings] = useState<Mapping[]>([]);
  const roles = useQuery({ queryKey: ['tenants', tenantId, 'roles', 'all'], queryFn: async () => (await gk.listRoles(tenantId)).items });
  const create = useMutation({
    mutationFn: () =>
      gk.createDirectory(tenantId, {
        name: name.trim(),
        groupRoles: mappings.filter((m) => m.group.trim()).map((m) => ({ group: m.group.trim(), role: m.role })),
      }),
    onSuccess: (created) => {
      setName('');
      setMappings([]);
      onCreated(created);
    },
  });

  const change = (key: number, patch: Partial<Mapping>) => setMappings(mappings.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  const add = () => setMappings([...mappings, { key: nextKey.current++, group: '', role: 'member' }]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const roleNames = roles.data?.map((role) => role.name) ?? ['admin', 'member'];

  return (
    <form className="stack" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-name`}>Directory name</label>
        <input id={`${id}-name`} required maxLength={100} placeholder="Okta" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <fieldset className="stack">
        <legend>Group → role mappings</legend>
        <p className="hint">
          A provisioned member gets the highest role among their groups&rsquo; (matched by the group&rsquo;s display name, ignoring case);
          members of no mapped group get <span className="mono">member</span>.
        </p>
        {mappings.map((mapping, index) => (
          <fieldset key={mapping.key} className="row wrap">
            <legend className="visually-hidden">Mapping {index + 1}</legend>
            <div className="field">
              <label htmlFor={`${id}-group-${mapping.key}`}>Directory group</label>
              <input
                id={`${id}-group-${mapping.key}`}
                required
                maxLength={256}
                placeholder="Engineering admins"
                value={mapping.group}
                onChange={(e) => change(mapping.key, { group: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-role-${mapping.key}`}>Role</label>
              <select id={`${id}-role-${mapping.key}`} value={mapping.role} onChange={(e) => change(mapping.key, { role: e.target.value })}>
                {roleNames.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setMappings(mappings.filter((m) => m.key !== mapping.key))}
              aria-label={`Remove mapping ${index + 1}${mapping.group ? ` (${mapping.group})` : ''}`}
            >
              Remove
            </button>
          </fieldset>
        ))}
        <div>
          <button type="button" className="button button-secondary" onClick={add}>
            Add group mapping
          </button>
        </div>
      </fieldset>
      <ErrorNotice error={roles.error} />
      <ErrorNotice error={create.error} />
      <div>
        <button type="submit" className="button" disabled={create.isPending}>
          Create directory
        </button>
      </div>
    </form>
  );
}
