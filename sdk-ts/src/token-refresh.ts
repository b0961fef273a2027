/**
 * What `onTokenExpired` returns: the new access token, or nothing when it cannot renew (the
 * refresh token is gone, the user must sign in again); the 401 then reaches the caller.
 */
export type TokenRefresher = () => Promise<string | null | undefined>;

/** The token a request was sent with, and when: the order decides who shares which refresh. */
export interface SentWith {
  token: string | undefined;
  sequence: number;
}

/**
 * One refresh at a time for a client, shared by every request its expired token failed:
 * N requests answered 401 TOKEN_EXPIRED together call the refresher once and all replay with
 * its token (as Auth0's and oidc-client's token managers do). A request failing while the
 * refresher runs waits for it, so the refresher must not itself call, through this client, a
 * route that needs the expired token (`refreshToken` needs none).
 */
export class TokenRefresh {
  private sequence = 0;
  private inFlight: { done: Promise<unknown> } | undefined;
  /** The last refresh that came back empty: requests sent before it ended share its outcome. */
  private lastFailure: { fromToken: string | undefined; endedAfter: number } | undefined;

  constructor(
    private readonly refresher: TokenRefresher,
    private readonly currentToken: () => string | undefined,
    private readonly setToken: (token: string) => void,
  ) {}

  /** Called as each request goes out. */
  sent(): SentWith {
    return { token: this.currentToken(), sequence: ++this.sequence };
  }

  /**
   * After a 401 TOKEN_EXPIRED: true when the request should be replayed with the client's (new)
   * token, false when the 401 stands. The refresher's own errors propagate to the caller.
   */
  async renew(request: SentWith): Promise<boolean> {
    if (this.currentToken() !== request.token) return true; // renewed since it was sent
    if (this.inFlight) {
      await this.inFlight.done;
      return this.currentToken() !== request.token;
    }
    const failure = this.lastFailure;
    if (failure && failure.fromToken === request.token && request.sequence <= failure.endedAfter) return false;

    const fromToken = request.token;
    const failed = () => (this.lastFailure = { fromToken, endedAfter: this.sequence });
    // Started on the next microtask, so that `inFlight` is set before the refresher runs.
    const done = Promise.resolve()
      .then(() => this.refresher())
      .then(
        (token) => (token ? this.setToken(token) : failed()),
        (err: unknown) => {
          failed();
          throw err;
        },
      )
      .finally(() => (this.inFlight = undefined));
    this.inFlight = { done };
    await done;
    return this.currentToken() !== request.token;
  }
}
