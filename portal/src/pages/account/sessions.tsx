import type { Schemas } from '@gatekeep/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { gk } from '../../api';
import { forgetSession } from '../../auth/session';
import { Time } from '../../components/Time';
import { keys } from '../../queries';
import { ConfirmButton, PageHeader, PagedTable, usePaged } from '../../ui';

type Session = Schemas['Session'];

export function SessionsPage() {
  const { items, query } = usePaged(keys.sessions, (cursor) => gk.listSessions({ cursor, limit: 50 }));

  return (
    <>
      <PageHeader title="Sessions" description="Where you are signed in. End a session you do not recognise." />
      <div className="toolbar">
        <ConfirmButton
          label="End all sessions"
          title="End all sessions?"
          description="Every session ends, this one included: you will be signed out everywhere."
          confirmLabel="End all sessions"
          destructive
          onConfirm={async () => {
            await gk.logoutAll();
            forgetSession();
          }}
        />
      </div>
      <PagedTable
        query={query}
        items={items}
        loading="Loading sessions…"
        empty="No live sessions."
        label="Sessions"
        columns={['Device', 'IP address', 'Started', 'Last active', 'Ends']}
        actions
        row={(session) => <SessionRow key={session.id} session={session} />}
      />
    </>
  );
}

function SessionRow({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  return (
    <tr>
      <td>
        <span className="break">{session.userAgent ?? 'Unknown device'}</span>
        {session.current && <span className="badge">This session</span>}
      </td>
      <td>{session.ip ?? '—'}</td>
      <td>
        <Time value={session.createdAt} />
      </td>
      <td>
        <Time value={session.lastUsedAt} />
      </td>
      <td>
        <Time value={session.expiresAt} />
      </td>
      <td className="cell-actions">
        <ConfirmButton
          label="End session"
          title="End this session?"
          description={
            session.current
              ? 'This is the session you are using: you will be signed out.'
              : 'The device using it is signed out the next time its access token expires.'
          }
          confirmLabel="End session"
          destructive
          onConfirm={async () => {
            await gk.revokeSession(session.id);
            if (session.current) forgetSession();
            else await queryClient.invalidateQueries({ queryKey: keys.sessions });
          }}
        />
      </td>
    </tr>
  );
}
