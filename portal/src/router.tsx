import {
  type AsyncRouteComponent,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { AppGate } from './layout/AppGate';
import { CallbackPage } from './pages/callback';
import { NotFoundPage } from './pages/not-found';
import { Loading } from './ui';

// Each page is its own chunk, loaded when its route is first visited.
const page = lazyRouteComponent;

const rootRoute = createRootRoute({
  component: Outlet,
  // A path no route matches: the signed-in shell around the not-found page.
  notFoundComponent: () => (
    <AppGate>
      <NotFoundPage />
    </AppGate>
  ),
});

// /portal/callback: outside the signed-in shell, it makes the session.
const callbackRoute = createRoute({ getParentRoute: () => rootRoute, path: 'callback', component: CallbackPage });

// Every other page: the session check, then the layout.
const appRoute = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: () => <AppGate /> });

const indexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/tenants', replace: true });
  },
});

const accountRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'account',
  component: page(() => import('./pages/account/profile'), 'ProfilePage'),
});
const sessionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'account/sessions',
  component: page(() => import('./pages/account/sessions'), 'SessionsPage'),
});
const securityRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'account/security',
  component: page(() => import('./pages/account/security'), 'SecurityPage'),
});
const ssoTestRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'sso-test',
  component: page(() => import('./pages/sso-test'), 'SsoTestResultPage'),
});

const tenantsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'tenants',
  component: page(() => import('./pages/tenants'), 'TenantsPage'),
});
const tenantRoute = createRoute({ getParentRoute: () => appRoute, path: 'tenants/$tenantId', component: Outlet });

/** A page of one tenant, given the tenant id of the path. */
function tenantPage<TPath extends string>(path: TPath, Page: AsyncRouteComponent<{ tenantId: string }>) {
  return createRoute({
    getParentRoute: () => tenantRoute,
    path,
    loader: () => Page.preload?.(),
    component: function TenantPage() {
      const { tenantId } = tenantRoute.useParams();
      // Keyed by tenant: switching tenants starts each page afresh (forms, open editors).
      return <Page key={tenantId} tenantId={tenantId} />;
    },
  });
}

const routeTree = rootRoute.addChildren([
  callbackRoute,
  appRoute.addChildren([
    indexRoute,
    accountRoute,
    sessionsRoute,
    securityRoute,
    ssoTestRoute,
    tenantsRoute,
    tenantRoute.addChildren([
      tenantPage(
        '/',
        page(() => import('./pages/tenant/overview'), 'TenantOverviewPage'),
      ),
      tenantPage(
        'members',
        page(() => import('./pages/tenant/members'), 'MembersPage'),
      ),
      tenantPage(
        'roles',
        page(() => import('./pages/tenant/roles'), 'RolesPage'),
      ),
      tenantPage(
        'api-keys',
        page(() => import('./pages/tenant/api-keys'), 'ApiKeysPage'),
      ),
      tenantPage(
        'webhooks',
        page(() => import('./pages/tenant/webhooks'), 'WebhooksPage'),
      ),
      tenantPage(
        'audit',
        page(() => import('./pages/tenant/audit'), 'AuditPage'),
      ),
      tenantPage(
        'sso',
        page(() => import('./pages/tenant/sso'), 'SsoPage'),
      ),
      tenantPage(
        'directories',
        page(() => import('./pages/tenant/directories'), 'DirectoriesPage'),
      ),
    ]),
  ]),
]);

export const router = createRouter({
  routeTree,
  basepath: '/portal',
  defaultNotFoundComponent: NotFoundPage,
  defaultPendingComponent: () => <Loading label="Loading…" />,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
