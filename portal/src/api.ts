import { ApiError, Gatekeep, type TokenRefresher } from '@gatekeep/sdk';
import { QueryClient } from '@tanstack/react-query';

// The one client of the portal. Its token is the access token of the portal's session, kept in
// memory only (here, inside the client): never in storage or cookies.
let renew: TokenRefresher = async () => null;

/** Set once by the session module: how to get a new access token when the API says it expired. */
export function setTokenRenewer(renewer: TokenRefresher): void {
  renew = renewer;
}

export const gk = new Gatekeep({ baseUrl: window.location.origin, onTokenExpired: () => renew() });

export function useGatekeep(): Gatekeep {
  return gk;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (4xx) will not change on its own: retry only what had no answer or a 5xx, once.
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});
