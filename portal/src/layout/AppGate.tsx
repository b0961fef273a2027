import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../auth/session';
import { SignedOutPage } from '../pages/signed-out';
import { Loading } from '../ui';
import { AppShell } from './AppShell';

/** The signed-in pages behind the session check: a wait, the signed-out screen, or the layout. */
export function AppGate({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <main id="main" className="standalone">
        <Loading label="Checking your session…" />
      </main>
    );
  }
  if (session.status !== 'signedIn') return <SignedOutPage error={session.error} />;
  return <AppShell>{children ?? <Outlet />}</AppShell>;
}
