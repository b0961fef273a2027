import type { Schemas } from '@gatekeep/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { gk } from '../../api';
import { Section } from '../../components/Section';
import { keys } from '../../queries';
import { ConfirmButton, PageHeader, PagedList, usePaged } from '../../ui';
import { RoleForm } from './role-form';

type Role = Schemas['Role'];

export function RolesPage({ tenantId }: { tenantId: string }) {
  const { items, query } = usePaged(keys.roles(tenantId), (cursor) => gk.listRoles(tenantId, { cursor, limit: 50 }));
  return (
    <>
      <PageHeader
        title="Roles"
        description="What each role may do. Built-in roles cannot be changed; custom roles hold permission strings."
      />
      <Section title="Roles">
        <PagedList query={query} items={items} loading="Loading roles…" empty="This tenant has no roles.">
          <ul className="cards">
            {items.map((role) => (
              <RoleCard key={role.id} tenantId={tenantId} role={role} />
            ))}
          </ul>
        </PagedList>
      </Section>
      <Section title="Create a role">
        <RoleForm tenantId={tenantId} />
      </Section>
    </>
  );
}

function RoleCard({ tenantId, role }: { tenantId: string; role: Role }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  return (
    <li>
      <article className="card" aria-labelledby={headingId}>
        <h3 id={headingId} className="mono">
          {role.name}
          {role.builtIn && <span className="badge">Built-in</span>}
        </h3>
        {editing ? (
          <RoleForm tenantId={tenantId} role={role} onDone={() => setEditing(false)} />
        ) : (
          <>
            {role.description && <p>{role.description}</p>}
            <p className="label">Permissions</p>
            {role.permissions.length === 0 ? (
              <p>None.</p>
            ) : (
              <ul className="tags" aria-label={`Permissions of ${role.name}`}>
                {role.permissions.map((permission) => (
                  <li key={permission} className="tag mono">
                    {permission}
                  </li>
                ))}
              </ul>
            )}
            {!role.builtIn && (
              <div className="actions">
                <button type="button" className="button button-secondary button-small" onClick={() => setEditing(true)}>
                  Edit
                </button>
                <ConfirmButton
                  label="Delete"
                  title={`Delete the role ${role.name}?`}
                  description="A role still held by a member or named by an invitation cannot be deleted: give them another role first."
                  confirmLabel="Delete role"
                  destructive
                  onConfirm={async () => {
                    await gk.deleteRole(tenantId, role.id);
                    await queryClient.invalidateQueries({ queryKey: keys.roles(tenantId) });
                  }}
                />
              </div>
            )}
          </>
        )}
      </article>
    </li>
  );
}
