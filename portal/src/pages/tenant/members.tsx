import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { SelectField } from '../../components/Field';
import { Section } from '../../components/Section';
import { Time } from '../../components/Time';
import { keys, useMe, useRoleNames } from '../../queries';
import { ConfirmButton, ErrorNotice, PageHeader, PagedTable, usePaged } from '../../ui';
import { InvitationsSection } from './invitations';

type Member = Schemas['Member'];

export function MembersPage({ tenantId }: { tenantId: string }) {
  const { items, query } = usePaged(keys.members(tenantId), (cursor) => gk.listMembers(tenantId, { cursor, limit: 50 }));
  return (
    <>
      <PageHeader title="Members" description="Who belongs to this tenant, and with which role." />
      <Section title="Members">
        <PagedTable
          query={query}
          items={items}
          loading="Loading members…"
          empty="This tenant has no members."
          label="Members"
          columns={['Name', 'Email', 'Role', 'Joined']}
          actions
          row={(member) => <MemberRow key={member.userId} tenantId={tenantId} member={member} />}
        />
      </Section>
      <InvitationsSection tenantId={tenantId} />
    </>
  );
}

function MemberRow({ tenantId, member }: { tenantId: string; member: Member }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  const isMe = me.data?.id === member.userId;
  return (
    <tr>
      <td>
        {member.name ?? '—'}
        {isMe && <span className="badge">You</span>}
      </td>
      <td className="break">{member.email}</td>
      <td>
        <RoleForm tenantId={tenantId} member={member} />
      </td>
      <td>
        <Time value={member.joinedAt} />
      </td>
      <td className="cell-actions">
        <ConfirmButton
          label={isMe ? 'Leave' : 'Remove'}
          title={isMe ? 'Leave this tenant?' : `Remove ${member.email}?`}
          description={
            isMe
              ? 'You lose access to this tenant until someone invites you again.'
              : 'They lose access to this tenant at once. Their account stays.'
          }
          confirmLabel={isMe ? 'Leave' : 'Remove'}
          destructive
          onConfirm={async () => {
            await gk.removeMember(tenantId, member.userId);
            if (isMe) {
              await navigate({ to: '/tenants' });
              await queryClient.invalidateQueries({ queryKey: keys.tenants });
            } else {
              await queryClient.invalidateQueries({ queryKey: keys.members(tenantId) });
            }
          }}
        />
      </td>
    </tr>
  );
}

/** The member's role: a picker and a button, so that moving through the options changes nothing by itself. */
function RoleForm({ tenantId, member }: { tenantId: string; member: Member }) {
  const queryClient = useQueryClient();
  const roles = useRoleNames(tenantId);
  const [role, setRole] = useState(member.role);
  const change = useMutation({
    mutationFn: () => gk.updateMember(tenantId, member.userId, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.members(tenantId) }),
  });
  const names = roles.data ?? [member.role];
  const options = (names.includes(member.role) ? names : [member.role, ...names]).map((name) => ({ value: name, label: name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <form onSubmit={submit} className="form-inline">
      <SelectField
        label={<span className="visually-hidden">Role of {member.email}</span>}
        value={role}
        onChange={setRole}
        options={options}
      />
      {role !== member.role && (
        <button type="submit" className="button button-small" disabled={change.isPending}>
          Change role
        </button>
      )}
      <ErrorNotice error={change.error} />
    </form>
  );
}
