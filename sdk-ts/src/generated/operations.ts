// generated from openapi.yaml by `npm run gen`, do not edit
import type { Body, Data, OperationId, Query, RequestOptions } from '../types.js';

/** How to call each operation: what the transport needs beyond the types. */
export const OPERATIONS = {
  getHealth: { method: 'GET', path: '/health', pathParams: [], raw: false },
  getRootJwks: { method: 'GET', path: '/.well-known/jwks.json', pathParams: [], raw: true },
  getJwks: { method: 'GET', path: '/v1/.well-known/jwks.json', pathParams: [], raw: true },
  signup: { method: 'POST', path: '/v1/auth/signup', pathParams: [], raw: false },
  login: { method: 'POST', path: '/v1/auth/login', pathParams: [], raw: false },
  refreshToken: { method: 'POST', path: '/v1/auth/refresh', pathParams: [], raw: false },
  logout: { method: 'POST', path: '/v1/auth/logout', pathParams: [], raw: false },
  verifyMfaChallenge: { method: 'POST', path: '/v1/mfa/verify-challenge', pathParams: [], raw: false },
  getMe: { method: 'GET', path: '/v1/me', pathParams: [], raw: false },
  enrollTotp: { method: 'POST', path: '/v1/mfa/totp/enroll', pathParams: [], raw: false },
  activateTotp: { method: 'POST', path: '/v1/mfa/totp/activate', pathParams: [], raw: false },
  disableTotp: { method: 'POST', path: '/v1/mfa/totp/disable', pathParams: [], raw: false },
} as const satisfies Record<OperationId, { method: string; path: string; pathParams: readonly string[]; raw: boolean }>;

/** One method per operationId; the transport behind `invoke` is hand-written in client.ts. */
export abstract class GatekeepOperations {
  protected abstract invoke(operationId: OperationId, pathParams: Record<string, string>, body: unknown, query: unknown, options?: RequestOptions): Promise<never>;

  /** Report whether the service and its database answer. */
  getHealth(options?: RequestOptions): Promise<Data<'getHealth'>> {
    return this.invoke('getHealth', {}, undefined, undefined, options);
  }

  /** Public signing keys (root copy, no envelope). */
  getRootJwks(options?: RequestOptions): Promise<Data<'getRootJwks'>> {
    return this.invoke('getRootJwks', {}, undefined, undefined, options);
  }

  /** Public signing keys (no envelope). */
  getJwks(options?: RequestOptions): Promise<Data<'getJwks'>> {
    return this.invoke('getJwks', {}, undefined, undefined, options);
  }

  /** Create a user and sign them in. */
  signup(body: Body<'signup'>, options?: RequestOptions): Promise<Data<'signup'>> {
    return this.invoke('signup', {}, body, undefined, options);
  }

  /** Sign in with email and password. */
  login(body: Body<'login'>, options?: RequestOptions): Promise<Data<'login'>> {
    return this.invoke('login', {}, body, undefined, options);
  }

  /** Exchange a refresh token for a new access token and refresh token. */
  refreshToken(body: Body<'refreshToken'>, options?: RequestOptions): Promise<Data<'refreshToken'>> {
    return this.invoke('refreshToken', {}, body, undefined, options);
  }

  /** End a session by revoking its refresh token family. */
  logout(body: Body<'logout'>, options?: RequestOptions): Promise<Data<'logout'>> {
    return this.invoke('logout', {}, body, undefined, options);
  }

  /** Answer a login's MFA challenge with a TOTP code or a recovery code. */
  verifyMfaChallenge(body: Body<'verifyMfaChallenge'>, options?: RequestOptions): Promise<Data<'verifyMfaChallenge'>> {
    return this.invoke('verifyMfaChallenge', {}, body, undefined, options);
  }

  /** The signed-in user. */
  getMe(options?: RequestOptions): Promise<Data<'getMe'>> {
    return this.invoke('getMe', {}, undefined, undefined, options);
  }

  /** Start TOTP enrollment; returns the secret to load into an authenticator app. */
  enrollTotp(options?: RequestOptions): Promise<Data<'enrollTotp'>> {
    return this.invoke('enrollTotp', {}, undefined, undefined, options);
  }

  /** Confirm a pending enrollment with a current code; returns ten recovery codes. */
  activateTotp(body: Body<'activateTotp'>, options?: RequestOptions): Promise<Data<'activateTotp'>> {
    return this.invoke('activateTotp', {}, body, undefined, options);
  }

  /** Turn TOTP off; needs a current TOTP code or an unused recovery code. */
  disableTotp(body: Body<'disableTotp'>, options?: RequestOptions): Promise<Data<'disableTotp'>> {
    return this.invoke('disableTotp', {}, body, undefined, options);
  }
}
