import type { Schemas } from '@gatekeep/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { gk } from '../../api';
import { forgetSession } from '../../auth/session';
import { TableWrap } from '../../components/Table';
import { Time } from '../../components/Time';
import { keys } from '../../queries';
import { ConfirmButton, Empty, ErrorNotice, LoadMore, Loading, PageHeader, usePaged } from '../../ui';

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
      {query.isPending ? (
        <Loading label="Loading sessions…" />
      ) : query.isError && items.length === 0 ? (
        <ErrorNotice error={query.error} />
      ) : items.length === 0 ? (
        <Empty>No live sessions.</Empty>
      ) : (
        <>
          <TableWrap label="Sessions">
            <table>
              <thead>
                <tr>
                  <th scope="col">Device</th>
                  <th scope="col">IP address</th>
                  <th scope="col">Started</th>
                  <th scope="col">Last active</th>
                  <th scope="col">Ends</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </tbody>
            </table>
          </TableWrap>
          <LoadMore query={query} />
        </>
      )}
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
