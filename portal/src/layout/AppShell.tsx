import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useSession } from '../auth/session';
import { useMe } from '../queries';
import { Nav } from './Nav';

/** The signed-in layout: skip link, header, collapsible navigation and the main landmark. */
export function AppShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const me = useMe();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The menu is open on the page where it was opened: a new page closes it without an effect.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const mainRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstPath = useRef(pathname);

  // A new page: move focus to the content, as a page load would.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname]);

  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  };

  const closeMenu = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <div className="app">
      <a href="#main" className="skip-link" onClick={skipToMain}>
        Skip to main content
      </a>
      <header className="app-header">
        <Link to="/tenants" className="brand">
          Gatekeep
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className="menu-button button button-secondary button-small"
          aria-expanded={menuOpen}
          aria-controls="app-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <div className="user">
          {me.data && (
            <span className="user-email" title={me.data.email}>
              {me.data.email}
            </span>
          )}
          <button type="button" className="button button-secondary button-small" onClick={() => void session.signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <div className="app-body">
        <Nav open={menuOpen} onClose={closeMenu} onNavigate={() => setMenuOpen(false)} />
        <main id="main" ref={mainRef} tabIndex={-1} className="content">
          {children}
        </main>
      </div>
    </div>
  );
}
