import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { Field, SelectField } from '../../components/Field';
import { Section } from '../../components/Section';
import { Success } from '../../components/Success';
import { Time } from '../../components/Time';
import { keys, useRoleNames } from '../../queries';
import { ConfirmButton, ErrorNotice, PagedTable, usePaged } from '../../ui';

type Invitation = Schemas['Invitation'];

export function InvitationsSection({ tenantId }: { tenantId: string }) {
  const { items, query } = usePaged(keys.invitations(tenantId), (cursor) => gk.listInvitations(tenantId, { cursor, limit: 50 }));
  return (
    <Section title="Invitations">
      <InviteForm tenantId={tenantId} />
      <PagedTable
        query={query}
        items={items}
        loading="Loading invitations…"
        empty="No invitations."
        label="Invitations"
        columns={['Email', 'Role', 'Status', 'Sent', 'Expires']}
        actions
        row={(invitation) => <InvitationRow key={invitation.id} tenantId={tenantId} invitation={invitation} />}
      />
    </Section>
  );
}

function InvitationRow({ tenantId, invitation }: { tenantId: string; invitation: Invitation }) {
  const queryClient = useQueryClient();
  return (
    <tr>
      <td className="break">{invitation.email}</td>
      <td>{invitation.role}</td>
      <td>
        <span className={`status status-${invitation.status}`}>{invitation.status}</span>
      </td>
      <td>
        <Time value={invitation.createdAt} />
      </td>
      <td>
        <Time value={invitation.expiresAt} />
      </td>
      <td className="cell-actions">
        {invitation.status === 'pending' && (
          <ConfirmButton
            label="Revoke"
            title={`Revoke the invitation to ${invitation.email}?`}
            description="The link in the invitation mail stops working."
            confirmLabel="Revoke invitation"
            destructive
            onConfirm={async () => {
              await gk.revokeInvitation(tenantId, invitation.id);
              await queryClient.invalidateQueries({ queryKey: keys.invitations(tenantId) });
            }}
          />
        )}
      </td>
    </tr>
  );
}

function InviteForm({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const roles = useRoleNames(tenantId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('member');
  const invite = useMutation({
    mutationFn: () => gk.createInvitation(tenantId, { email: email.trim(), role }),
    onSuccess: async () => {
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: keys.invitations(tenantId) });
    },
  });
  const options = (roles.data ?? ['member']).map((name) => ({ value: name, label: name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <form onSubmit={submit} className="form" aria-label="Invite someone">
      <Field label="Email" type="email" value={email} onChange={setEmail} autoComplete="off" required />
      <SelectField label="Role" value={role} onChange={setRole} options={options} />
      <ErrorNotice error={roles.error ?? invite.error} />
      <Success>{invite.data && `We sent an invitation to ${invite.data.email}.`}</Success>
      <div className="actions">
        <button type="submit" className="button" disabled={invite.isPending}>
          Invite
        </button>
      </div>
    </form>
  );
}
