import { Link, useParams } from '@tanstack/react-router';
import type { KeyboardEvent, MouseEvent } from 'react';
import { TenantSwitcher } from './TenantSwitcher';

/** The main navigation: always shown on a wide screen, behind the Menu button on a narrow one. */
export function Nav({ open, onClose, onNavigate }: { open: boolean; onClose: () => void; onNavigate: () => void }) {
  const { tenantId } = useParams({ strict: false });
  const exact = { exact: true };

  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') onClose();
  };
  // A link followed closes the menu, the current page's link too (its path does not change).
  const onClick = (event: MouseEvent) => {
    if (open && event.target instanceof Element && event.target.closest('a')) onNavigate();
  };

  return (
    <nav id="app-nav" className="app-nav" aria-label="Main" data-open={open} onKeyDown={onKeyDown} onClick={onClick}>
      <TenantSwitcher tenantId={tenantId} />
      {tenantId && (
        <div className="nav-group">
          <p className="nav-heading">This tenant</p>
          <ul>
            <li>
              <Link to="/tenants/$tenantId" params={{ tenantId }} activeOptions={exact}>
                Overview
              </Link>
            </li>
            <li>
              <Link to="/tenants/$tenantId/members" params={{ tenantId }}>
                Members
              </Link>
            </li>
            <li>
              <Link to="/tenants/$tenantId/roles" params={{ tenantId }}>
                Roles
              </Link>
            </li>
            <li>
              <Link to="/tenants/$tenantId/api-keys" params={{ tenantId }}>
                API keys
              </Link>
            </li>
            <li>
              <Link to="/tenants/$tenantId/webhooks" params={{ tenantId }}>
                Webhooks
              </Link>
            </li>
            <li>
              <Link to="/tenants/$tenantId/sso" params={{ tenantId }}>
                Single sign-on
              </Link>
            </li>
            <li>
              <Link to="/tenants/$tenantId/directories" params={{ tenantId }}>
                Directories
              </Link>
            </li>
            <li>
              <Link to="/tenants/$tenantId/audit" params={{ tenantId }}>
                Audit log
              </Link>
            </li>
          </ul>
        </div>
      )}
      <div className="nav-group">
        <p className="nav-heading">General</p>
        <ul>
          <li>
            <Link to="/tenants" activeOptions={exact}>
              All tenants
            </Link>
          </li>
          <li>
            <Link to="/account" activeOptions={exact}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/account/sessions">Sessions</Link>
          </li>
          <li>
            <Link to="/account/security">Security</Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
