// generated from openapi.yaml by `npm run gen`, do not edit
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report whether the service and what it depends on answer.
         * @description The same check as `/readyz`; kept for load balancers configured before `/readyz` existed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livez": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report that the process is up and serving.
         * @description Never consults the database or Redis, so an orchestrator restarts the process only when the process itself is stuck, not when a dependency is down.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report whether the instance can serve requests.
         * @description 503 while the database does not answer, or Redis when `REDIS_URL` is set (rate-limited routes fail closed without it), so a load balancer takes the instance out until both are back.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The authorization endpoint (OAuth 2.0 / OpenID Connect), where a client sends the browser.
         * @description `response_type=code` only, with `client_id`, an exactly registered `redirect_uri`,
         *     `scope` (`openid`, `email`, `profile`, `organization`, `offline_access`), `state`,
         *     `nonce`, and PKCE (`code_challenge` with `S256`; required of public clients). A browser
         *     that needs a person goes 303 to the hosted sign-in page; one already signed in goes 303
         *     to the client's `redirect_uri` with `code`, `state` and `iss` (RFC 9207), or with
         *     `error`. A request whose client or redirect URI cannot be trusted answers an HTML page
         *     instead of redirecting. Served by oidc-provider.
         */
        get: operations["startOidcAuthorization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/authorize/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the hosted pages hand a finished sign-in back to the provider (a browser step of the flow).
         * @description The provider's resume endpoint, reached by the 303 the hosted sign-in page answers; it needs the provider's own cookie for the interaction. Served by oidc-provider.
         */
        get: operations["completeOidcAuthorization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/par": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pushed authorization requests (RFC 9126), optional.
         * @description A client posts its authorization parameters (authenticating as at the token endpoint) and sends the browser with the `request_uri` it gets. Served by oidc-provider.
         */
        post: operations["createPushedAuthorizationRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The token endpoint (OAuth 2.0): codes, refresh tokens and client credentials for tokens.
         * @description `grant_type` `authorization_code` (with `code`, `redirect_uri` and the PKCE
         *     `code_verifier`; a code is single-use and bound to its client and verifier),
         *     `refresh_token` (refresh tokens rotate on every use; presenting a used one revokes the
         *     whole grant), or `client_credentials` (confidential clients allowed that grant). The
         *     client authenticates with `client_secret_basic`, `client_secret_post`, or, when public,
         *     by `client_id` alone. Tokens end with the Gatekeep session they were granted under.
         *     Served by oidc-provider.
         */
        post: operations["issueOidcToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The claims of the person an access token was issued for (OpenID Connect UserInfo).
         * @description `Authorization: Bearer` with an access token from the token endpoint (not a Gatekeep API token): `sub`, and `email`, `email_verified`, `name`, `tid`, `role`, `permissions` as the token's scopes allow. Served by oidc-provider.
         */
        get: operations["getOidcUserinfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Token revocation (RFC 7009), for a client's own tokens.
         * @description `token` (an access or refresh token the client was issued), `token_type_hint` optional. Answers 200 whether or not the token was known, as RFC 7009 says. Served by oidc-provider.
         */
        post: operations["revokeOidcToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Token introspection (RFC 7662).
         * @description `token`, with the client's authentication. A client reads its own tokens, and a confidential client those of the other clients of its tenant (or of the platform's, for a platform client); any other token reads `{"active": false}`. Served by oidc-provider.
         */
        post: operations["introspectOidcToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0).
         * @description `id_token_hint`, `post_logout_redirect_uri` (registered exactly), `state`, `client_id`. Answers a page asking the person to confirm; confirming ends the provider's session and the Gatekeep session of the hosted pages (and every token granted under it), then goes 303 to `post_logout_redirect_uri`. Served by oidc-provider.
         */
        get: operations["startOidcLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/logout/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The logout page's form post (the provider's CSRF token `xsrf`, and `logout=yes` to end the session).
         * @description Served by oidc-provider.
         */
        post: operations["confirmOidcLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oidc/logout/success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page a logout ends on when the client named no `post_logout_redirect_uri`.
         * @description Served by oidc-provider.
         */
        get: operations["getOidcLogoutDone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hosted sign-in page, where the OpenID Provider sends a browser that needs a person (HTML).
         * @description The provider's authorization endpoint redirects here with `interaction`. A browser
         *     already signed in on the hosted pages (its session cookie names a live Gatekeep
         *     session) goes straight on: 303 to the provider, or the consent page for a third-party
         *     client; otherwise the page shows the sign-in form. A client that asked for a fresh
         *     sign-in (`prompt=login`, `max_age`) always gets the form. An interaction that this
         *     browser did not begin, or that has expired or finished, answers 400 with a page that
         *     says to start again. Pages send `Content-Security-Policy` with no script and
         *     `frame-ancestors 'none'`.
         */
        get: operations["getSignInPage"];
        put?: never;
        /**
         * The sign-in form's post, password or second factor (HTML).
         * @description `email` and `password` sign in exactly as `login` does (the same throttle, lockout and
         *     SSO enforcement, and the same answer for an unknown address and a wrong password); an
         *     account with TOTP then gets the second-factor form, which posts `challengeToken` and
         *     `code` (a TOTP or recovery code). `ssoEmail` instead starts single sign-on through the
         *     one enabled identity provider of the address's verified domain (as `startSso` by
         *     email): a page that moves on to the provider, which answers to
         *     `/auth/sign-in/sso`. `connection` (a "Continue with <name>" button) starts sign-in
         *     through that enabled social connection, which answers to its `callbackUrl`. A right answer starts a Gatekeep session, sets the
         *     browser's session cookie (HttpOnly, SameSite=Lax; `__Host-` prefixed over https) and
         *     goes on as the GET does. A refusal shows the form again with the reason: 401, or 429
         *     with `Retry-After`. `csrf` must be the token the page gave for this interaction.
         */
        post: operations["completeSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where single sign-on started on the hosted sign-in page comes back (HTML).
         * @description Gatekeep's SSO callback sends the browser here (this URI is accepted for every provider
         *     config) with `code` and `state`, or with `error`. The state names the sign-in flow and
         *     is checked, the code is exchanged with the PKCE verifier only this server can derive,
         *     and the flow goes on as after a password: 303 on, the consent page, or the second
         *     factor unless the config trusts the IdP's. A failed sign-in shows the sign-in form again
         *     (401); a state this browser's flow did not make answers 400.
         */
        get: operations["completeSsoSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in/social/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a social connection's provider sends the browser back (HTML); the connection's `callbackUrl`.
         * @description The provider answers "Continue with <name>" here with `code` and `state`, or with
         *     `error`. The state names the sign-in flow and is checked against this browser's flow;
         *     the code is redeemed with the PKCE verifier only this server can derive (OIDC: the ID
         *     token's signature, issuer, audience and nonce are checked; GitHub: the user and its
         *     verified primary address are read from the API). The identity signs in the account
         *     linked to it, or links the account with that address when the provider vouches for
         *     it (never when it does not: 401 on the form), or makes a new account unless sign-up
         *     is closed. Then the flow goes on as after a password: 303 on, the consent page, or the
         *     second factor. A refusal shows the sign-in form again (401); a state this browser's
         *     flow did not make answers 400.
         */
        get: operations["completeSocialSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hosted sign-up page (HTML).
         * @description Email and password. Reached from the sign-in page (`interaction`: the OpenID Provider's
         *     flow continues after it) or from an invitation (`invitation`: the link's token, which
         *     proves the address and opens a closed sign-up to it).
         */
        get: operations["getSignUpPage"];
        put?: never;
        /**
         * The sign-up form's post (HTML).
         * @description Creates the account as `signup` does (password rules, closed sign-up, SSO enforcement,
         *     the verification mail), signs this browser in on the hosted pages, and goes 303 on to
         *     the flow or invitation it came from. A refusal shows the form again with the reason:
         *     400 (weak password, invalid address), 403 (closed sign-up, SSO required), 409 (the
         *     address has an account) or 429.
         */
        post: operations["completeSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allow or deny what a third-party client asked for (HTML form post).
         * @description `allow` grants the scopes the client asked for, under the browser's Gatekeep session
         *     (the grant's tokens end with it), and goes 303 back to the provider; `deny` ends the
         *     flow with `access_denied` for the client. A browser without a live session gets the
         *     sign-in form instead.
         */
        post: operations["completeConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page a verification mail links to (HTML): a button that confirms the address.
         * @description Opening the link spends nothing (a mail scanner may fetch it): the post does, as `verifyEmail` would, for a verification or an address change.
         */
        get: operations["getVerifyEmailPage"];
        put?: never;
        /**
         * The verify-email page's post: confirms the address (HTML).
         * @description `token` and the page's `csrf`. A link that is unknown, expired or spent answers 400 with a page saying to ask for a new one.
         */
        post: operations["completeEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page a password-reset mail links to (HTML): the new password, and a code for an account with two-factor authentication.
         * @description Opening the link spends nothing; the post does, as `confirmPasswordReset` would.
         */
        get: operations["getResetPasswordPage"];
        put?: never;
        /**
         * The reset-password page's post: sets the password and ends every session (HTML).
         * @description `token`, `csrf`, `password`, and `code` when the account uses TOTP. A weak password shows the form again (400), as does a missing or wrong code (401); a spent link answers 400.
         */
        post: operations["completePasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page an invitation mail links to (HTML): sign in as the invited address, then accept.
         * @description A browser signed in on the hosted pages sees an Accept button for its account; any other gets the sign-in form first (password, then the second factor when the account has one).
         */
        get: operations["getAcceptInvitationPage"];
        put?: never;
        /**
         * The accept-invitation page's posts: the sign-in, then the acceptance (HTML).
         * @description With `email` and `password` (or `challengeToken` and `code`) it signs in as the sign-in page does and shows the Accept button; without, it accepts as the signed-in person, as `acceptInvitation` would: another address or an unverified one is refused with 403 and a page saying why. The Accept form's `csrf` is bound to the signed-in session.
         */
        post: operations["completeInvitationAcceptance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The portal's sign-in: its authorization code redeemed, the refresh token set as a cookie.
         * @description The portal signs in through the hosted pages as the first-party client `gatekeep-portal`
         *     (authorization code, PKCE S256, redirect URI `ISSUER/portal/callback`) and posts the code
         *     and its verifier here. The server redeems them at its own provider and answers an access
         *     token for the Gatekeep session the person signed in with; the session's new refresh token
         *     is set as the cookie `__Secure-gatekeep-portal` (`gatekeep-portal` over plain http),
         *     `HttpOnly; SameSite=Strict; Path=/portal/session`, never in the body. Only a request whose
         *     `Origin` is the issuer's is taken (403 otherwise). A code that is spent, expired, another
         *     client's or sent with the wrong verifier answers 401. 404 when `PORTAL=off` or there is
         *     no provider (`SIGNING_KEY=off`).
         */
        post: operations["createPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/session/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The portal's next access token, from its refresh-token cookie (rotated).
         * @description Reads the cookie `createPortalSession` set, rotates its refresh token as `refreshToken`
         *     does (a reused one ends the session) and answers a new access token, with the next refresh
         *     token in the cookie. No cookie, or one that no longer signs anyone in, answers 401 and
         *     clears it. Only a request whose `Origin` is the issuer's is taken (403 otherwise).
         */
        post: operations["refreshPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public signing keys (root copy, no envelope).
         * @description The same document as `GET /v1/.well-known/jwks.json`. `{ "keys": [] }` when asymmetric signing is unconfigured.
         */
        get: operations["getRootJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenID Provider's discovery document (OpenID Connect Discovery 1.0; no envelope).
         * @description Everything an OpenID Connect client or a JWT library configures itself from, knowing only the issuer: the endpoints under `/v1/oidc`, `jwks_uri`, the supported scopes, claims, grant types (`authorization_code`, `refresh_token`, `client_credentials`), response type (`code` only: no implicit or hybrid flow), PKCE method (`S256`), client authentication methods, and `authorization_response_iss_parameter_supported` (RFC 9207). Answered by the provider, so it lists exactly what it serves. With `SIGNING_KEY=off` there is no provider and no document (404).
         */
        get: operations["getOpenIdConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/checkpoint-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every public key that ever signed an audit checkpoint (no envelope).
         * @description Ed25519 JWKs (`kid` is the key's RFC 7638 thumbprint), the retired ones included, so
         *     that every checkpoint ever signed can be checked. A checkpoint's `signature` is
         *     Ed25519 over the RFC 8785 JSON of its `{origin, treeSize, rootHash, at}`. Give this
         *     body to `gatekeep audit verify --keys` or the SDKs' `verifyAuditExport`.
         */
        get: operations["getAuditCheckpointKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public signing keys (no envelope).
         * @description Keys being rotated out stay published until every token they signed has expired. `{ "keys": [] }` when asymmetric signing is unconfigured.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user and sign them in.
         * @description The password must not be easy to guess: one on Gatekeep's built-in list of common
         *     passwords from breach corpora (some 49,000, compared ignoring case), a unit of one to
         *     four characters repeated (`aaaaaaaa`, `12341234`) or a run of consecutive characters
         *     (`abcdefgh`, `87654321`) answers 400 `WEAK_PASSWORD`. The check comes before the email
         *     is looked at, so the answer says nothing about whether an account exists, and nothing
         *     is written. The list ships with the server; nothing is sent anywhere.
         *
         *     An address in a verified domain whose tenant enforces SSO (a provider config with
         *     `enforced: true`) answers 403 `SSO_REQUIRED` naming the config: such users sign in with
         *     `startSso`.
         *
         *     `invitationToken` is the `token` of an invitation link (`APP_URL/accept-invitation?token=…`):
         *     when it belongs to a pending invitation sent to `email`, the new account's address is
         *     verified at once (the link came to that inbox; no verification mail is sent) and the user
         *     goes on to `acceptInvitation`. Any other token (unknown, used, revoked, expired, or sent
         *     to another address) is no invitation: with `SIGNUP=open` it is ignored.
         *
         *     With `SIGNUP=closed` only a signup carrying the invitation's token may create an account:
         *     any other, the invited address without its link included, answers the same 403
         *     `SIGNUP_CLOSED`, so the answer tells nobody which addresses were invited, and nobody who
         *     merely knows an invited address can claim it before its owner opens the link.
         *
         *     **Without `password`**, the account signs in with passkeys only. The answer is the same
         *     (201, tokens for a new session); the client registers the first passkey at once with
         *     `startPasskeyRegistration` (no `password`: the signup is the fresh sign-in it asks for,
         *     good for 5 minutes) and `registerPasskey`. That first passkey is allowed before the
         *     address is verified, since the account has no other way in; every later one waits for
         *     the verification link. Should someone sign up with an address that is not theirs, the
         *     owner's password reset link proves it and removes the passkeys registered before that
         *     proof. A user who lost the session before registering uses `requestPasswordReset`: on
         *     an account without a password the link signs in.
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password.
         * @description Answers tokens, or, when the user has TOTP enabled, an MFA challenge to answer at
         *     `POST /v1/mfa/verify-challenge`. An unknown email and a wrong password get the same
         *     401 `INVALID_CREDENTIAL`. Failures count per (email, client address): after 5 within
         *     15 minutes, further attempts for that email from that address answer 429
         *     `RATE_LIMITED` with `Retry-After` (30 s, doubling with each further failure up to 15
         *     minutes) until the lock expires. They also count per email: after 20 within 15 minutes,
         *     attempts from addresses that have not signed in to the account lately (its last 10
         *     sign-ins within `REFRESH_TOKEN_TTL`) answer 429 until the window passes, so an owner
         *     signing in from where they did before is never refused because of strangers' failures.
         *     Emails with no account are counted the same way. Apart from that, each
         *     client address has `RATE_LIMIT_AUTH_MAX` attempts per window (`x-gatekeep-rate-limit`).
         *     A user a platform operator disabled (`disableUser`) gets 403 `ACCOUNT_DISABLED` for the right
         *     password (or second factor); a wrong one answers as for anyone. An address in a verified
         *     domain whose tenant enforces SSO answers 403 `SSO_REQUIRED` naming the provider config
         *     before any password is checked (it depends on the domain, not on the account).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin a passkey sign-in; answers the options for navigator.credentials.get().
         * @description Without `email`, the allow-list is empty: the browser offers the person's discoverable
         *     credentials for this site, so a page can offer them as autofill
         *     (`mediation: "conditional"`). With `email`, the account's passkeys; an address with no
         *     account or no passkey gets an answer of the same shape (a credential id derived from
         *     the address), so the answer tells nothing about accounts. User verification is
         *     required. The challenge is kept for five minutes and one answer. An address in a
         *     verified domain whose tenant enforces SSO answers 403 `SSO_REQUIRED` (decided by the
         *     domain alone). Pass `options` to `PublicKeyCredential.parseRequestOptionsFromJSON()`.
         */
        post: operations["startPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/passkey/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a passkey sign-in with the browser's assertion; answers tokens.
         * @description `response` is the assertion as `PublicKeyCredential.toJSON()` gives it. It must answer a
         *     live challenge of `startPasskeyLogin` (any answer spends it), name a registered
         *     credential, come from one of `WEBAUTHN_ORIGINS` for `WEBAUTHN_RP_ID`, carry user
         *     verification, and be signed by the credential's key; anything else is 401
         *     `INVALID_CREDENTIAL`, the same for every reason. A signature counter that does not move
         *     forward (a cloned authenticator) is refused too, and recorded as
         *     `passkey.counter_regressed`. A verified passkey is two factors in one: tokens come at
         *     once, with no TOTP challenge after. A disabled user gets 403 `ACCOUNT_DISABLED`; an
         *     address whose tenant enforces SSO, 403 `SSO_REQUIRED`. Recorded as `passkey.used`.
         */
        post: operations["finishPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new access token and refresh token.
         * @description Refresh tokens rotate on every use. Presenting one that was already used revokes
         *     every token of its session family and answers 401 `INVALID_CREDENTIAL`.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session a refresh token belongs to.
         * @description Idempotent, as in RFC 7009: an unknown, expired or already revoked refresh token
         *     also answers 200, so that the answer reveals nothing about the token. The session's
         *     refresh tokens and its access tokens stop working at once (401 `INVALID_CREDENTIAL`),
         *     on every instance.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out everywhere; ends every session of the caller, this one included.
         * @description Every refresh token and access token of the caller's sessions stops working at once
         *     (401 `INVALID_CREDENTIAL`), the access token that made this call included. Audited as
         *     `session.revoked_all`.
         */
        post: operations["logoutAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An access token of the caller's session that states one tenant, their role and its permissions.
         * @description For resource servers that authorise offline: the token is the caller's (same `sub`, same
         *     session `sid`, same lifetime ACCESS_TOKEN_TTL) and also carries `tid` (the tenant),
         *     `role` (the caller's role there, built-in or custom) and `permissions` (that role's
         *     permission strings). The SDKs' `verifyToken` / `verify_token` return these claims typed.
         *     It dies with its session like every access token. On Gatekeep's own routes it answers
         *     401 `INVALID_CREDENTIAL` at once when the caller's role in the tenant changes or they
         *     leave it; a resource server verifying offline sees such a change only at the token's
         *     expiry, so keep ACCESS_TOKEN_TTL short where that matters. An edit of a custom role's
         *     permissions shows in tokens issued afterwards. A tenant the caller is not a member of
         *     answers 404 `NOT_FOUND`, as on tenant routes.
         */
        post: operations["issueTenantToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email address with the token from the link mailed to it.
         * @description Signup (and `resendVerificationEmail`) mails a link `APP_URL/verify-email?token=…`;
         *     the page it opens posts the token here. A token is single-use and expires after
         *     `EMAIL_TOKEN_TTL` (24 hours); an unknown, expired or spent one answers 401
         *     `INVALID_CREDENTIAL`. A token sent to an address the user has since changed verifies
         *     nothing. Audited as `user.email_verified`. Answers the user, `emailVerified: true`.
         *     The link `changeEmail` mails to a new address (its token starts `gkce_`) lands on the
         *     same page and makes that the user's address, verified; 409 `EMAIL_TAKEN` when another
         *     account has it by then.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the caller a new verification link.
         * @description The new link replaces any earlier one, which stops working. 409 `CONFLICT` when the
         *     address is already verified; 503 `SERVICE_UNAVAILABLE` when the mail server cannot take
         *     the message (nothing is sent, try again). One inbox is sent at most 3 verification
         *     links per 15 minutes (signup's included): a fourth answers 429 `RATE_LIMITED` with
         *     `Retry-After`. Audited as `user.email_verification_sent`.
         */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link to an address, if an account has it.
         * @description Always 202 with the same body, whether or not an account has the address. The answer
         *     does the same work for every address (it queues one `auth.password_reset_mail` job);
         *     the account lookup, the link and the mail come after it, in that job, so that neither
         *     the answer nor its timing tells which addresses have accounts. The link is `APP_URL/reset-password?token=…`, single-use, and
         *     expires after `EMAIL_TOKEN_TTL` (24 hours); a new request replaces an earlier link. One
         *     inbox is sent at most 3 links per 15 minutes; further requests answer the same 202 and
         *     send nothing. Rate-limited per client address like the other sign-in routes. Audited
         *     as `user.password_reset_requested`. The one exception: an address in a verified domain
         *     whose tenant enforces SSO answers 403 `SSO_REQUIRED` (it depends on the domain alone).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from a reset link.
         * @description Sets the password, spends the token, and ends every session of the user (their
         *     refresh and access tokens answer 401 at once). An unknown, expired or spent token
         *     answers 401 `INVALID_CREDENTIAL`. When the user has TOTP on, the link alone is not
         *     enough: `code` must be a current TOTP code or an unused recovery code (401
         *     `INVALID_MFA_CODE` without one, or for a wrong one, which counts toward
         *     `MFA_MAX_FAILURES`); the token stays usable until the reset happens. Audited as
         *     `user.password_reset`. The link also verifies the address; when it is the first proof
         *     of the address, whoever set up a second factor before that proof did not own it: the
         *     link alone is enough, and any TOTP enrollment and recovery codes are removed with the
         *     reset (audited as `mfa.totp_disabled`), as are passkeys (`passkey.deleted`), so the
         *     inbox's owner reclaims a squatted account.
         *
         *     An account without a password (signed up with a passkey, or made by an identity
         *     provider or social connection) may leave `password` out: then no password is set, and
         *     the link signs the user in instead. The answer carries `tokens`, a new session whose
         *     sign-in is fresh, so the user who lost their passkey adds another at once
         *     (`startPasskeyRegistration` needs no password for such an account); audited as
         *     `user.logged_in` with `via: password_reset`. An account with a password must send a
         *     new one (400 `VALIDATION_FAILED`, the token unspent): a reset exists because the old
         *     one may be known to someone else.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/webauthn/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options to answer a login's MFA challenge with a passkey.
         * @description For a live challenge whose `methods` include `webauthn`: request options listing the
         *     user's passkeys, for `navigator.credentials.get()`; its answer goes to
         *     `verifyMfaChallenge` as `webauthn`. The challenge is not spent here. An unknown,
         *     expired or spent challenge answers 401 `INVALID_CREDENTIAL`; a user without a passkey,
         *     409 `CONFLICT`.
         */
        post: operations["startMfaWebauthn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/verify-challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a login's MFA challenge with a TOTP code, a recovery code or a passkey.
         * @description `code` takes a TOTP or recovery code; `webauthn` a passkey's assertion to the options of
         *     `startMfaWebauthn` for this challenge (the user's own passkey, its ceremony spent by any
         *     answer, user presence enough: the password was the first factor). A wrong passkey
         *     answer counts as a wrong code. A wrong code answers 401 `INVALID_MFA_CODE`; the fifth wrong code ends the challenge,
         *     after which it (like an unknown or expired one) answers 401 `INVALID_CREDENTIAL`.
         *     A TOTP code is accepted once; a recovery code is single-use, and signing in with one
         *     ends every other session of the user (whoever else holds one). A user has at most 3 live
         *     challenges (a fourth login drops the oldest). Wrong codes also count per user, across
         *     all challenges and `activateTotp` and `disableTotp`: after `MFA_MAX_FAILURES` (10)
         *     within 15 minutes, the user's code checks answer 429 `RATE_LIMITED` with `Retry-After`
         *     until the window passes, even for a right code; a right password does not reset this.
         *     A user a platform operator disabled (`disableUser`) gets 403 `ACCOUNT_DISABLED` for the right
         *     password (or second factor); a wrong one answers as for anyone.
         */
        post: operations["verifyMfaChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user. */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /**
         * Delete the signed-in user's account (GDPR Art. 17).
         * @description `password` is checked like `changePassword`'s `currentPassword` (a wrong one answers 401
         *     `INVALID_CREDENTIAL` and counts as a failed login, under the same throttle). While the
         *     user is the last owner of a tenant the answer is 409 `LAST_OWNER`, naming the tenants:
         *     make someone else an owner, or delete the tenant, first. Otherwise the user, their
         *     sessions (every access and refresh token answers 401 at once, on every instance),
         *     credentials, second factors, pending links and memberships go in one transaction.
         *     The audit log keeps the user's id only: the events the user was the actor or target of
         *     lose their address (`metadata.email`) and client IP. Audited as `user.deleted`, and sent
         *     as the webhook event `user.deleted` to every tenant the user belonged to.
         */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        /**
         * Change the signed-in user's display name.
         * @description `name` replaces the display name; `null` clears it. A change is audited as
         *     `user.updated` (metadata: the fields that changed) and sent as the webhook event
         *     `user.updated` to every tenant the user belongs to; sending the name the user already has
         *     changes nothing and records nothing. The address changes through `changeEmail`, the
         *     password through `changePassword`.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/v1/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything Gatekeep holds about the signed-in user, as one JSON document.
         * @description For the user's right of access and to data portability (GDPR Art. 15 and 20): the
         *     profile, the live sessions, the tenants with the user's role in each, and every audit
         *     event the user was the actor of, in any tenant's log or their own, oldest first. Never a
         *     secret: no password hash, token, TOTP secret or recovery code.
         */
        get: operations["exportMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's email address, through a link sent to the new one.
         * @description `password` is checked like `changePassword`'s `currentPassword`. A link is mailed to
         *     `newEmail` (the same verification page as `verifyEmail`'s, whose token it carries) and
         *     a notice to the current address; nothing changes until the link is opened, within
         *     EMAIL_TOKEN_TTL. Then, through `verifyEmail`, the address becomes `newEmail`, verified;
         *     every session of the user but the one that asked for the change ends; and the old
         *     address stays on record for 30 days (it is shown in `exportMe` and `getUser`, and nobody
         *     else can sign up with it meanwhile). A newer request replaces the link of an earlier one.
         *     An address that belongs to another account answers 409 `EMAIL_TAKEN` when the link is
         *     opened, not here, so that this operation does not tell who has an account. Audited as
         *     `user.email_change_requested`, then `user.updated` (webhook `user.updated`, fields
         *     `["email"]`).
         */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller's password; ends every other session.
         * @description `currentPassword` is checked like a login from the caller's address: a wrong one
         *     answers 401 `INVALID_CREDENTIAL` and counts as a failed login, under the same throttle
         *     (429 `RATE_LIMITED` with `Retry-After`), whose slot each attempt takes before its
         *     password is checked, so concurrent guesses get no more than the budget. The client
         *     address also has `RATE_LIMIT_AUTH_MAX` requests per window (`x-gatekeep-rate-limit`). The new password follows the sign-up rules: a
         *     common, repeated or sequential one answers 400 `WEAK_PASSWORD` (see `signup`), checked
         *     before `currentPassword`, so it never counts as a failed login, and the password stays
         *     as it was.
         *     Every other session of the user ends at once (its access and refresh tokens answer
         *     401); the caller's stays. Audited as `user.password_changed` and `session.revoked_all`.
         *     Every outstanding password-reset link of the user is spent: opening one afterwards
         *     answers 401 `INVALID_CREDENTIAL`, as for a used link.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin registering a passkey; answers the options for navigator.credentials.create().
         * @description Step-up first: `password`, the caller's current password (checked like a login from the
         *     caller's address: same throttle, and a wrong one counts as a failed login); an account
         *     without a password (signed up without one, or made by SSO or a social connection)
         *     needs a sign-in from the last five minutes in this session instead (401
         *     `INVALID_CREDENTIAL` otherwise). The address must be verified (403
         *     `EMAIL_NOT_VERIFIED`), as for TOTP, except for the first passkey of an account that has
         *     no password and no passkey yet (a passkey sign-up). The options ask for a
         *     discoverable credential, prefer user verification, allow ES256, EdDSA and RS256, and
         *     exclude the caller's registered passkeys; at most 20 per account (409 `CONFLICT`). The
         *     challenge is kept for five minutes and one answer. Pass `options` to
         *     `PublicKeyCredential.parseCreationOptionsFromJSON()`.
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's passkeys.
         * @description A full list (`nextCursor` is null); at most 20. Never the keys or counters.
         */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Finish registering a passkey with the browser's attestation.
         * @description `response` is the new credential as `PublicKeyCredential.toJSON()` gives it. It must
         *     answer the caller's live challenge of `startPasskeyRegistration` (any answer spends it)
         *     and come from one of `WEBAUTHN_ORIGINS` for `WEBAUTHN_RP_ID`, with user presence and an
         *     allowed algorithm; anything else is 400 `VALIDATION_FAILED` saying which check failed.
         *     An authenticator already registered (to anyone) is 409 `CONFLICT`. Stored: the public
         *     key, the signature counter, transports, backup flags and AAGUID. Audited as
         *     `passkey.registered`.
         */
        post: operations["registerPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/passkeys/{passkeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the caller's passkeys.
         * @description Step-up as for `startPasskeyRegistration`: `password` in the body, or for an account
         *     without a password a sign-in from the last five minutes. The last passkey of an account
         *     without a password is its only way in: removing it is 409 `CONFLICT`. Another user's
         *     passkey is 404. Audited as `passkey.deleted`.
         */
        delete: operations["deletePasskey"];
        options?: never;
        head?: never;
        /**
         * Rename one of the caller's passkeys.
         * @description Another user's passkey is 404. Audited as `passkey.renamed`.
         */
        patch: operations["updatePasskey"];
        trace?: never;
    };
    "/v1/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live sessions, newest first.
         * @description A session starts at signup, login or a passed MFA challenge and ends at logout,
         *     `revokeSession`, `logoutAll`, refresh-token reuse, a change of password or second
         *     factor (`changePassword`, activating or disabling TOTP, or signing in with a recovery
         *     code ends every other session) or `SESSION_MAX_AGE` after it started, whichever comes
         *     first. `lastUsedAt`, `ip` and
         *     `userAgent` are those of its latest sign-in or refresh; `current` marks the session
         *     of the access token that asks.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: components["parameters"]["SessionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the caller's sessions; its tokens stop working at once.
         * @description Any of the caller's live sessions, the current one included. A session of another
         *     user, or one that has already ended, answers 404 `NOT_FOUND`. Audited as
         *     `session.revoked`.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/totp/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start TOTP enrollment; returns the secret to load into an authenticator app.
         * @description Step-up: the caller's current password is required, so a stolen access token alone
         *     cannot attach an attacker's authenticator. A wrong password answers 401
         *     `INVALID_CREDENTIAL` and counts as a failed login for the account from the caller's
         *     address; the login throttle then applies here too (429 `RATE_LIMITED` with
         *     `Retry-After`), each attempt taking its slot before the password is checked, and the
         *     client address has `RATE_LIMIT_AUTH_MAX` requests per window (`x-gatekeep-rate-limit`). The secret is shown here only. Enrollment is pending until
         *     `activateTotp` confirms a code; enrolling again before that replaces the pending
         *     secret. When TOTP is already active the answer is 409 `CONFLICT`. Until the caller's
         *     address is verified the answer is 403 `EMAIL_NOT_VERIFIED`, before the password is
         *     checked: a second factor belongs only on an account whose owner proved the address.
         */
        post: operations["enrollTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/totp/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a pending enrollment with a current code; returns ten recovery codes.
         * @description The recovery codes are shown here only and are stored hashed; each works once. Of two
         *     concurrent activations, one succeeds and the other answers 409 `CONFLICT`. Wrong codes
         *     count in the user's second-factor budget (see `disableTotp`): 429 once it is spent.
         *     Activation ends every other session of the user; the caller's stays.
         */
        post: operations["activateTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mfa/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn TOTP off; needs a current TOTP code or an unused recovery code.
         * @description Wrong codes here, at activation and at `verifyMfaChallenge` share one budget per user:
         *     after `MFA_MAX_FAILURES` (10) within 15 minutes, 429 `RATE_LIMITED` with `Retry-After`
         *     until the window passes, even for a right code, so a stolen access token cannot be used
         *     to guess codes. Disabling ends every other session of the user; the caller's stays.
         */
        post: operations["disableTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/oidc-clients": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * The tenant's OIDC clients.
         * @description A full list (`nextCursor` is null); a tenant registers at most 50. Secrets are never shown here.
         */
        get: operations["listOidcClients"];
        put?: never;
        /**
         * Register an application with Gatekeep's OpenID Provider; answers its client secret, once.
         * @description `id` is the client's `client_id`. A confidential client (`client_secret_basic`, the
         *     default, or `client_secret_post`) gets `secret`, shown only in this answer and in
         *     rotateOidcClientSecret's (Gatekeep keeps a hash); a public client (`none`, a browser or
         *     native app) gets null and must use PKCE. Redirect URIs are compared exactly: https, or
         *     http to a loopback host; `authorization_code` needs at least one, `refresh_token` needs
         *     `authorization_code`, and a public client cannot use `client_credentials` (400
         *     `VALIDATION_FAILED`). `firstParty` skips the consent page. A 51st client answers 409
         *     `CONFLICT`. Audited as `oidc_client.created`; webhook `oidc_client.created`.
         */
        post: operations["createOidcClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/oidc-clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /** One OIDC client (never its secret). */
        get: operations["getOidcClient"];
        put?: never;
        post?: never;
        /**
         * Delete an OIDC client.
         * @description Audited as `oidc_client.deleted`; webhook `oidc_client.deleted`.
         */
        delete: operations["deleteOidcClient"];
        options?: never;
        head?: never;
        /**
         * Change an OIDC client's name, redirect URIs, grant types or first-party flag.
         * @description Only the fields sent change; the result must still be a coherent client (the rules of
         *     createOidcClient, else 400 `VALIDATION_FAILED`). `tokenEndpointAuthMethod` is fixed at
         *     creation: a public client does not become confidential (register a new one). Audited as
         *     `oidc_client.updated`; webhook `oidc_client.updated`.
         */
        patch: operations["updateOidcClient"];
        trace?: never;
    };
    "/v1/tenants/{tenantId}/oidc-clients/{clientId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a confidential client a new secret, shown once; the old one stops working at once.
         * @description A public client has no secret: 409 `CONFLICT`. Audited as `oidc_client.secret_rotated`;
         *     webhook `oidc_client.secret_rotated` (never the secret).
         */
        post: operations["rotateOidcClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sso/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which tenants' identity providers sign in an address.
         * @description The enabled provider configs of the tenant that verified the address's domain (at most
         *     one tenant can). An address in no verified domain answers an empty list: whether to offer
         *     SSO, and which IdP, is all this tells.
         */
        post: operations["discoverSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sso/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a sign-in at a tenant's identity provider; answers the URL to send the browser to.
         * @description Names the config (`providerConfigId`) or the user's address (`email`: the one enabled
         *     config of the tenant that verified its domain; with several, 400 asks for the id). `redirectUri` must be one of the
         *     config's `allowedRedirectUris` exactly, else 400 before anything else happens.
         *     `codeChallenge` (S256, RFC 7636) binds the code the app gets back to its own verifier.
         *     An OIDC IdP is asked with PKCE S256, a `state` and a `nonce` that Gatekeep keeps hashed,
         *     for ten minutes, for one use; a SAML IdP with an AuthnRequest (HTTP-Redirect binding)
         *     whose ID is kept beside the hashed RelayState, likewise. An unknown or disabled config answers 404; one whose IdP cannot
         *     be reached (or resolves to a private address without `SSO_ALLOW_PRIVATE_ISSUERS`), 503.
         */
        post: operations["startSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sso/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where an OIDC identity provider sends the browser back (register it as the redirect URI).
         * @description Checks the IdP's answer (state, the code exchanged with PKCE and the client's
         *     authentication, the ID token's signature, `iss`, `aud`, `azp`, `exp`, `iat`, `nonce`),
         *     signs the user in (see docs/sso.md for provisioning and linking) and
         *     answers 303 to the app's `redirectUri` with `code` (single use, 60 seconds) and the
         *     app's `state`. A refusal after the IdP came back also answers 303 there, with `error`
         *     (`access_denied`, `temporarily_unavailable` or `server_error`), `error_description`,
         *     `error_code` (a Gatekeep code such as `SSO_NOT_PROVISIONED`) and `state`. An unknown,
         *     spent or expired `state` answers 400: there is nowhere safe to send the browser.
         */
        get: operations["completeOidcSso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sso/saml/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where a SAML identity provider POSTs its response (register it as the ACS URL).
         * @description The HTTP-POST binding: a form with `SAMLResponse` and `RelayState`. SP-initiated, the
         *     RelayState names the sign-in startSso began and the response must answer its
         *     AuthnRequest (`InResponseTo`, stored in the database). The assertion must be signed by
         *     the config's certificate and alone in the response; its Issuer, Audience, Destination,
         *     Recipient, NotBefore and NotOnOrAfter are checked (with `SSO_CLOCK_SKEW_S`), and its ID
         *     is remembered until it expires so that a replay fails on every instance. The user is
         *     signed in as with OIDC and the browser goes 303 to the app's `redirectUri` with `code`
         *     and `state`, or with `error`, `error_description`, `error_code` and `state`. A response
         *     that answers no live sign-in answers 400 (`VALIDATION_FAILED`), as does an unsolicited
         *     (IdP-initiated) one unless the config sets `saml.allowIdpInitiated`; then it is checked
         *     the same way and sent to the config's first allowed redirect URI, without `state`.
         */
        post: operations["completeSamlSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sso/saml/{providerConfigId}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service provider metadata of a SAML provider config, for the IdP's administrator to import.
         * @description SAML 2.0 metadata (`application/samlmetadata+xml`): the entity id (this URL, which
         *     `saml.spEntityId` and `saml.metadataUrl` also show), the ACS (HTTP-POST) and
         *     `WantAssertionsSigned`. Served for any SAML config, enabled or not, without
         *     credentials, like the ACS it names; an unknown id (or an OIDC config's) answers 404.
         */
        get: operations["getSamlMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sso/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the sign-in code for tokens and the IdP's profile.
         * @description The code works once, within 60 seconds, and only with the `codeVerifier` whose S256
         *     challenge startSso was given (when one was). A user with TOTP answers Gatekeep's MFA
         *     challenge first unless the config sets `trustIdpMfa`. An unknown, spent, expired or
         *     mismatched code answers 401 `INVALID_CREDENTIAL`; a user disabled meanwhile, 403
         *     `ACCOUNT_DISABLED`.
         */
        post: operations["exchangeSsoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's tenants, each with the caller's role.
         * @description A full-set list: `limit` and `cursor` are accepted and ignored.
         */
        get: operations["listTenants"];
        put?: never;
        /**
         * Create a tenant; the caller becomes its owner.
         * @description Without `slug`, one is derived from the name. An explicit `slug` already in use answers 409 `SLUG_TAKEN`.
         *     `TENANT_CREATION` decides who may call it: `open`, any signed-in user; `verified` (the
         *     default when `SIGNUP=closed`), only a user whose address is verified (else 403
         *     `EMAIL_NOT_VERIFIED`); `closed`, nobody through this route (403 `PERMISSION_DENIED`;
         *     tenants are then the platform operators' to create).
         */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /** One tenant. */
        get: operations["getTenant"];
        put?: never;
        post?: never;
        /**
         * Delete a tenant and everything it owns (owners only).
         * @description Members, roles, provider configs, webhook endpoints and API keys go with it; its audit events stay. An admin who is not an owner gets 403 `OWNER_REQUIRED`.
         */
        delete: operations["deleteTenant"];
        options?: never;
        head?: never;
        /**
         * Rename a tenant, change its slug or replace its metadata.
         * @description `metadata` replaces the stored object whole; over 8 KiB as JSON answers 400 `VALIDATION_FAILED`. Every member reads it in `getTenant` and `listTenants`, so keep secrets out of it. A `slug` in use answers 409 `SLUG_TAKEN`. Audited and sent to webhooks as `tenant.updated` (the log notes that metadata was replaced, not its content).
         */
        patch: operations["updateTenant"];
        trace?: never;
    };
    "/v1/tenants/{tenantId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /** The members of a tenant. */
        get: operations["listMembers"];
        put?: never;
        /**
         * Invite an address to join the tenant (the same as createInvitation).
         * @description Membership needs consent: whatever the address (one with no account, an unverified one, or a verified user's), it is invited exactly as `createInvitation` does (202, the invitation, mailed to the address), and its owner becomes a member only by accepting (`acceptInvitation`). The answer is the same for every address and never names a user. A member already holding the address answers 409 `CONFLICT`. Only an owner may invite `owner` (403 `OWNER_REQUIRED`). The plan's `maxMembers` counts members and pending invitations (403 `PLAN_LIMIT_REACHED`). The inviter's address must be verified, and the mail caps and the `invite` rate-limit bucket apply, as for `createInvitation`.
         */
        post: operations["addMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * The tenant's invitations, newest first, whatever their status.
         * @description A cursor-paged list; pass `nextCursor` back as `cursor`. Tokens are never shown.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite an address to the tenant with a role, and mail it a link.
         * @description The link is `APP_URL/accept-invitation?token=…`; the token is in that message only (stored hashed), works once and expires after 7 days. Inviting an address again replaces its pending invitation (the earlier link stops working), which is how a lost link is sent anew. Only an owner may invite `owner` (403 `OWNER_REQUIRED`); an address of a current member answers 409 `CONFLICT`; pending invitations count against the plan's `maxMembers` (403 `PLAN_LIMIT_REACHED`). The caller's own address must be verified (403 `EMAIL_NOT_VERIFIED`): the mail names the inviter. One address receives at most 3 invitation mails in any 15 minutes, from all tenants together, and one tenant sends at most 100 in any hour, whatever its plan; past either cap the answer is 429 `RATE_LIMITED` with `Retry-After` and nothing is created. Each caller also has the `invite` rate-limit bucket (`RATE_LIMIT_INVITE_MAX` requests per `RATE_LIMIT_WINDOW_S`) per route. When the mail server cannot take the message, the invitation is kept and the answer is 503 `SERVICE_UNAVAILABLE`: invite again. Audited and sent to webhooks as `member.invited` (and `member.invitation_revoked` for a replaced one).
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        /** One invitation, with its status (never its token). */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation; its link stops working.
         * @description Answers the invitation, `status: revoked`; it stays in the list. An invitation that is not pending (accepted, revoked or expired) answers 409 `CONFLICT`. Audited and sent to webhooks as `member.invitation_revoked`.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the tenant an invitation is for, as the signed-in user it was sent to.
         * @description The page the mailed link opens posts its `token` here with the user's access token. The caller joins with the invited role only when their account's address is the invited one (else 403 `INVITATION_EMAIL_MISMATCH`) and verified (else 403 `EMAIL_NOT_VERIFIED`; verify, then accept again): a forwarded link, or an account that merely claims the address, gains nothing. An unknown, expired, revoked or accepted token answers 404 `NOT_FOUND`; a caller already in the tenant, 409 `CONFLICT`; a tenant whose plan shrank below its members since, 403 `PLAN_LIMIT_REACHED`. Audited and sent to webhooks as `member.invitation_accepted` and `member.added`.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member, or leave a tenant.
         * @description A member may remove themself; otherwise it takes an owner or admin, and only an owner removes an owner. The last owner cannot leave (409 `LAST_OWNER`).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role.
         * @description Only an owner grants or removes `owner` (403 `OWNER_REQUIRED`); the last owner cannot be demoted (409 `LAST_OWNER`).
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/v1/tenants/{tenantId}/domains": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * The tenant's domains, verified or pending.
         * @description A full list (`nextCursor` is null). Domains drive SSO discovery, account linking and
         *     enforcement; they never grant membership by themselves.
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Claim a domain; publish its TXT record, then verify it.
         * @description The answer's `verification` names the TXT record to publish (`_gatekeep-challenge.<domain>`)
         *     and its value. Claiming proves nothing: other tenants may claim the same domain, and only one
         *     can verify it. The domain is stored in lower case without a trailing dot; the same domain
         *     twice in one tenant, or a 101st domain, answers 409 `CONFLICT`. Audited as
         *     `domain.created`; webhook `domain.created`.
         */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/domains/{domainId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                domainId: components["parameters"]["DomainId"];
            };
            cookie?: never;
        };
        /**
         * One domain, with the record that verifies it.
         * @description An unknown domain answers 404.
         */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        /**
         * Give up a domain.
         * @description A verified domain becomes free for another tenant to verify. Audited as `domain.deleted`;
         *     webhook `domain.deleted`.
         */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/domains/{domainId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                domainId: components["parameters"]["DomainId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the TXT record and mark the domain verified.
         * @description Looks up `_gatekeep-challenge.<domain>` through the resolvers of `DNS_SERVERS` (the system's
         *     when unset). When one TXT record carries the value, the domain is verified (idempotent: a
         *     verified domain answers as it is). A missing or different record answers 409 `CONFLICT` and
         *     the domain stays pending; a domain another tenant has verified answers 409 `DOMAIN_TAKEN`; a
         *     resolver that cannot answer, 503. Audited as `domain.verified`; webhook `domain.verified`.
         */
        post: operations["verifyDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/directories": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * The tenant's directories (SCIM provisioning).
         * @description A full list (`nextCursor` is null): a tenant holds at most 20 directories.
         */
        get: operations["listDirectories"];
        put?: never;
        /**
         * Create a directory; answers its SCIM bearer token, once.
         * @description The token is a platform service-account key (`gkp_…`, stored hashed like every key)
         *     made with the directory and holding one permission only, `scim:<directoryId>`: it
         *     reaches this directory's SCIM service (`scimBaseUrl`) and nothing else, and it is
         *     deleted with the directory. It is in this answer only; `rotateDirectoryToken` replaces
         *     it. `groupRoles` maps directory groups (by `displayName`, ignoring case) to tenant roles:
         *     a provisioned member gets the highest role mapped to any of their groups (`owner`, then
         *     `admin`, then custom roles in the mapping's order, then `member`), and `member` when no
         *     group of theirs is mapped. Only an owner may map a group to `owner` (403
         *     `OWNER_REQUIRED`); an unknown role answers 400. At most 20 directories per tenant (409
         *     `CONFLICT`). Audited as `directory.created`.
         */
        post: operations["createDirectory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/directories/{directoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                directoryId: components["parameters"]["DirectoryId"];
            };
            cookie?: never;
        };
        /**
         * One directory (never its token).
         * @description An unknown directory answers 404.
         */
        get: operations["getDirectory"];
        put?: never;
        post?: never;
        /**
         * Delete a directory; its token stops working at once.
         * @description The directory's users and groups are forgotten and its key is deleted (refused on every
         *     instance from the commit on). The members it provisioned stay members, and the accounts
         *     stay as they are: deleting the connection to a directory deprovisions nobody. Audited
         *     as `directory.deleted`.
         */
        delete: operations["deleteDirectory"];
        options?: never;
        head?: never;
        /**
         * Rename a directory or replace its group-to-role mapping.
         * @description `groupRoles`, when given, replaces the whole mapping; its roles must exist in the tenant
         *     (an unknown role answers 400 `VALIDATION_FAILED`, and nothing is written), and only an
         *     owner may map a group to `owner` (403 `OWNER_REQUIRED`). A new mapping is not applied
         *     to existing members retroactively: a user's role is computed again only when the
         *     directory next provisions them, that is on a SCIM create, replace or patch of that
         *     user, or, for every active member of a group before and after the change, on a SCIM
         *     create, replace, patch or delete of that group. An unknown directory answers 404.
         *     Audited as `directory.updated`.
         */
        patch: operations["updateDirectory"];
        trace?: never;
    };
    "/v1/tenants/{tenantId}/directories/{directoryId}/rotate-token": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                directoryId: components["parameters"]["DirectoryId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the directory's token; the old one stops working at once.
         * @description Answers the new token, once. Audited as `directory.token_rotated`.
         */
        post: operations["rotateDirectoryToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /** The tenant's roles, built-ins first, then custom ones. */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a custom role.
         * @description Names are unique within a tenant (case-insensitive) and cannot be a built-in name (409 `CONFLICT`).
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a custom role that no member holds.
         * @description Built-in roles, roles a member holds and roles a pending invitation offers cannot be deleted (409 `CONFLICT`).
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        /**
         * Change a custom role.
         * @description Built-in roles are immutable (409 `CONFLICT`).
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans a tenant can be on. */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/provider-configs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /** The tenant's identity-provider configurations. */
        get: operations["listProviderConfigs"];
        put?: never;
        /**
         * Add an OIDC or SAML identity-provider configuration.
         * @description `type: oidc` needs `oidc` (and no `saml`); `type: saml` needs `saml` (and no `oidc`).
         */
        post: operations["createProviderConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/provider-configs/{configId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                configId: components["parameters"]["ConfigId"];
            };
            cookie?: never;
        };
        /** One identity-provider configuration. */
        get: operations["getProviderConfig"];
        put?: never;
        post?: never;
        /** Delete an identity-provider configuration. */
        delete: operations["deleteProviderConfig"];
        options?: never;
        head?: never;
        /**
         * Change an identity-provider configuration.
         * @description `type` cannot change. Fields of the config's own type are merged; send `clientSecret` to replace the secret.
         */
        patch: operations["updateProviderConfig"];
        trace?: never;
    };
    "/v1/tenants/{tenantId}/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /** The tenant's webhook endpoints. */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint; its signing secret is shown only in this answer.
         * @description The URL must be https (http is allowed for localhost outside production). In production, private, loopback, link-local and metadata addresses are refused. The plan's `maxWebhookEndpoints` is enforced (403 `PLAN_LIMIT_REACHED`).
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        /** One webhook endpoint (never its secret). */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint. */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint. */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret; the new one is shown only in this answer. */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the endpoint a signed `webhook.test` event now, and answer how the attempt went.
         * @description One attempt, made during the request (no job, no retries), signed with the endpoint's secret exactly as real deliveries are and bound by the same address rules (`WEBHOOK_ALLOW_PRIVATE_TARGETS`) and `WEBHOOK_TIMEOUT_MS`. The answer is 200 whether the endpoint acknowledged it or not: `status` says which, with `responseStatus` or `error`. The endpoint need not subscribe to anything; a disabled endpoint answers 409 `CONFLICT` (enable it first: disabled means nothing is sent to its URL). The attempt is not a delivery (it is not listed under deliveries) and does not count toward disabling the endpoint. Audited as `webhook_endpoint.tested`, whose id is the event's `webhook-id`.
         */
        post: operations["sendTestWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        /**
         * The endpoint's deliveries, newest first, with their attempts and last answer.
         * @description One delivery per event the endpoint subscribes to. `status` is `pending` while attempts remain (`nextAttemptAt` says when), then `succeeded`, `failed` (retries exhausted, or 410 Gone) or `cancelled`. Cursor-paged; a malformed cursor answers 400 `VALIDATION_FAILED`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
                deliveryId: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a finished delivery again, with the same webhook-id and body.
         * @description Queues a new series of attempts. A delivery that is still pending, or an endpoint that is disabled, answers 409 `CONFLICT`.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * The tenant's audit events, newest first.
         * @description A cursor-paged list: pass `nextCursor` back as `cursor` for the next page. A malformed cursor answers 400 `VALIDATION_FAILED`.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/audit/checkpoints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * The signed checkpoints of the tenant's audit log, largest first.
         * @description Every `AUDIT_CHECKPOINT_SECONDS` (60) the server signs the root of each log that grew,
         *     at its size and at every multiple of `AUDIT_CHECKPOINT_EVENTS` (1000) it passed, with
         *     an Ed25519 key published at `getAuditCheckpointKeys`. Each is also sent to the tenant's
         *     endpoints subscribed to `audit.checkpoint`: a copy held outside Gatekeep is what makes
         *     a rewritten history detectable. A cursor-paged list (`nextCursor` back as `cursor`); a
         *     malformed cursor answers 400 `VALIDATION_FAILED`.
         */
        get: operations["listAuditCheckpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/audit-events/{eventId}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                eventId: string;
            };
            cookie?: never;
        };
        /**
         * Proof that an event is in the tenant's log as it stood at a size.
         * @description RFC 9162 §2.1.3: the audit path of the event's leaf (`seq - 1`) in the tree of
         *     `treeSize` events (default: the latest checkpoint that holds the event, else the log's
         *     current size), with that tree's root and, when one was signed at that size, its
         *     checkpoint. A `treeSize` below the event's `seq` or above the log's size answers 400
         *     `VALIDATION_FAILED`.
         */
        get: operations["getAuditInclusionProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/audit/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * Proof that the tenant's log at one size extends it at an earlier one.
         * @description RFC 9162 §2.1.4: the consistency proof from the tree of `from` events to the tree of
         *     `to` (default: the log's current size), with both roots. Check it against two
         *     checkpoints you hold to know that nothing before `from` changed since. `from` above
         *     `to`, or `to` above the log's size, answers 400 `VALIDATION_FAILED`.
         */
        get: operations["getAuditConsistencyProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * The tenant's API keys, newest first (never a key or its hash).
         * @description A cursor-paged list; pass `nextCursor` back as `cursor`.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create a tenant API key; the plaintext key is in this answer only.
         * @description The key is `gk_live_` + 32 random bytes (base64url). Only its SHA-256 is stored, so it
         *     cannot be shown again. The plan's `maxApiKeys` counts active keys (403 `PLAN_LIMIT_REACHED`).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                keyId: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        /** One API key's public projection. */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /** Revoke an API key; it stops working at once. Idempotent. */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an API key and return its public projection.
         * @description The key travels in the body, never in a header. A revoked, expired or unknown key
         *     answers the same 401 `INVALID_CREDENTIAL`. Rate-limited per client address before
         *     any other work, including parsing the body.
         */
        post: operations["validateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an API key for a short-lived RS256 JWT, verifiable through JWKS.
         * @description Claims `iss`, `sub` (the key id), `tid` (the tenant id), `scope` (space-separated: the
         *     requested `scopes`, or all of the key's), `aud` (the requested `audience`), `iat`,
         *     `exp` (`MINTED_TOKEN_TTL`) and `jti`; the header's `kid` is in JWKS and its `typ` is
         *     `gatekeep-service+jwt` (user access tokens carry `at+jwt`): resource servers require that
         *     type and a `tid` they serve (the SDKs' `verifyServiceToken`). Asking for a scope
         *     the key lacks answers 403 `PERMISSION_DENIED`; with asymmetric signing unconfigured,
         *     503 `SIGNING_UNCONFIGURED`. Rate-limited like `validateApiKey`, in its own bucket.
         */
        post: operations["mintApiKeyToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service accounts, newest first; a service account sees only those it can manage.
         * @description An account can manage another whose permissions are a subset of its own. The bootstrap token sees all.
         */
        get: operations["listServiceAccounts"];
        put?: never;
        /**
         * Create a service account; its gkp_ key is in this answer only.
         * @description Delegation: a service account may grant only permissions it holds itself (403 `PERMISSION_NOT_DELEGABLE`); the bootstrap token may grant any.
         */
        post: operations["createServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/service-accounts/{serviceAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceAccountId: components["parameters"]["ServiceAccountId"];
            };
            cookie?: never;
        };
        /** One service account (404 when it is outside your reach). */
        get: operations["getServiceAccount"];
        put?: never;
        post?: never;
        /** Disable an account; its key stops working at once. Idempotent. */
        delete: operations["disableServiceAccount"];
        options?: never;
        head?: never;
        /** Rename an account or change its permissions (within your own). */
        patch: operations["updateServiceAccount"];
        trace?: never;
    };
    "/v1/platform/service-accounts/{serviceAccountId}/rotate-key": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceAccountId: components["parameters"]["ServiceAccountId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an account's key; the old key stops working at once.
         * @description A disabled account cannot get a new key (409 `CONFLICT`).
         */
        post: operations["rotateServiceAccountKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream the platform's own audit events (service accounts, plans) as NDJSON or CSV.
         * @description Events whose actor is a service account, the bootstrap token or `system` (the operator's
         *     command line, `npm run gatekeep`) and that belong to no tenant (`tenantId: null`). Same
         *     formats and negotiation as `exportAuditEvents`.
         */
        get: operations["exportPlatformAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a plan.
         * @description `key` is unique (409 `CONFLICT`). Needs a service account: the bootstrap token gets 403 `SERVICE_ACCOUNT_REQUIRED`.
         */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: components["parameters"]["PlanId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a plan or change its limits.
         * @description Lowering a limit below what a tenant already has is allowed: the tenant keeps what it has but cannot add more until it is under the limit.
         */
        patch: operations["updatePlan"];
        trace?: never;
    };
    "/v1/platform/oidc-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform's OIDC clients (apps that serve every tenant).
         * @description A full list (`nextCursor` is null); at most 200. Needs `oidc_clients:write`. Secrets are never shown here.
         */
        get: operations["listPlatformOidcClients"];
        put?: never;
        /**
         * Register an application that serves every tenant; answers its client secret, once.
         * @description As createOidcClient, for a client of no tenant (`tenantId` null): the same rules, the
         *     secret shown once as `{oidcClient, secret}`. A 201st platform client answers 409
         *     `CONFLICT`. Needs `oidc_clients:write`; audited as `oidc_client.created` on the
         *     platform's log.
         */
        post: operations["createPlatformOidcClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/oidc-clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * One platform OIDC client (never its secret).
         * @description A tenant's client is not found here (404). Needs `oidc_clients:write`.
         */
        get: operations["getPlatformOidcClient"];
        put?: never;
        post?: never;
        /**
         * Delete a platform OIDC client.
         * @description Needs `oidc_clients:write`; audited as `oidc_client.deleted` on the platform's log.
         */
        delete: operations["deletePlatformOidcClient"];
        options?: never;
        head?: never;
        /**
         * Change a platform OIDC client, as updateOidcClient does a tenant's.
         * @description Needs `oidc_clients:write`; audited as `oidc_client.updated` on the platform's log.
         */
        patch: operations["updatePlatformOidcClient"];
        trace?: never;
    };
    "/v1/platform/oidc-clients/{clientId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a confidential platform client a new secret, shown once; the old one stops working at once.
         * @description A public client has no secret (409 `CONFLICT`). Needs `oidc_clients:write`; audited as `oidc_client.secret_rotated` on the platform's log.
         */
        post: operations["rotatePlatformOidcClientSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform's social connections.
         * @description A full list (`nextCursor` is null); at most 50. Needs `connections:write`. Client secrets are never shown.
         */
        get: operations["listConnections"];
        put?: never;
        /**
         * Add a social connection, shown on the hosted sign-in page as "Continue with <name>".
         * @description `type: oidc` signs people in through any OpenID Connect provider by its `issuer`
         *     (discovery, code with PKCE, a signed ID token: Google, Microsoft, Apple and others);
         *     `type: github` through GitHub's OAuth 2.0 and its user and email API (`githubUrl` and
         *     `apiUrl` for GitHub Enterprise Server). Register the answer's `callbackUrl` at the
         *     provider. URLs must be https and, unless `SSO_ALLOW_PRIVATE_ISSUERS`, public. The
         *     client secret is stored encrypted and never shown again. An account that already has
         *     the address is linked only when the provider vouches for it (`email_verified`, or a
         *     verified GitHub address), as single sign-on links. A 51st connection answers 409
         *     `CONFLICT`. Needs `connections:write`; audited as `connection.created` on the
         *     platform's log.
         */
        post: operations["createConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/connections/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        /**
         * One social connection (never its secret).
         * @description Needs `connections:write`.
         */
        get: operations["getConnection"];
        put?: never;
        post?: never;
        /**
         * Delete a social connection and every account's link to it.
         * @description The accounts stay (and their sessions); they sign in another way, or link again through
         *     a new connection by the same rules. Needs `connections:write`; audited as
         *     `connection.deleted` on the platform's log.
         */
        delete: operations["deleteConnection"];
        options?: never;
        head?: never;
        /**
         * Change a social connection; what is left out stays as it was.
         * @description `issuer` and `scopes` belong to `oidc` connections, `githubUrl` and `apiUrl` to
         *     `github` ones (the other type's field is 400); `type` never changes. A new
         *     `clientSecret` replaces the stored one. `enabled: false` takes the button off the
         *     sign-in page and refuses sign-ins already under way. Needs `connections:write`;
         *     audited as `connection.updated` on the platform's log.
         */
        patch: operations["updateConnection"];
        trace?: never;
    };
    "/v1/platform/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every tenant, newest first.
         * @description Cursor-paged (`limit`, `cursor`). For a backend that manages tenants without a person's
         *     token: needs `tenants:read`. `metadataKey` with `metadataValue` match one key of the
         *     tenant's `metadata` (one without the other is 400).
         */
        get: operations["listPlatformTenants"];
        put?: never;
        /**
         * Create a tenant with its first owner, named by address.
         * @description On the `free` plan, whatever `TENANT_CREATION` says (that setting governs people, not the
         *     platform). When `ownerEmail` is a verified account's address, that user is the owner at once
         *     (`owner`); otherwise the address is invited as `owner` (`invitation`, mailed like any
         *     invitation: 7 days, the mail caps) and the tenant has no member until it is accepted. Without
         *     `slug`, one is derived from the name; a `slug` in use answers 409 `SLUG_TAKEN`. `metadata` over
         *     8 KiB as JSON answers 400. Audited on the tenant's log (`tenant.created`, then `member.added` or
         *     `member.invited`) with the service account as the actor. Needs `tenants:write`.
         */
        post: operations["createPlatformTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /** One tenant, as the platform sees it. */
        get: operations["getPlatformTenant"];
        put?: never;
        post?: never;
        /**
         * Delete a tenant and everything it owns.
         * @description As `deleteTenant` by an owner: members, roles, provider configs, webhook endpoints and API keys
         *     go with it; its audit events stay, the last of them `tenant.deleted` with the service account
         *     as the actor. Needs `tenants:write`.
         */
        delete: operations["deletePlatformTenant"];
        options?: never;
        head?: never;
        /**
         * Rename a tenant, change its slug or replace its metadata.
         * @description The same change as `updateTenant`, by the platform: a `slug` in use answers 409 `SLUG_TAKEN`,
         *     `metadata` (replaced whole) over 8 KiB as JSON answers 400. Audited on the tenant's log and
         *     sent to its webhooks as `tenant.updated`. Needs `tenants:write`.
         */
        patch: operations["updatePlatformTenant"];
        trace?: never;
    };
    "/v1/platform/tenants/{tenantId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * A tenant's members, as the platform sees them.
         * @description Every member with their role (a full list; `nextCursor` is null). An unknown tenant answers 404.
         *     Needs `tenants:read`.
         */
        get: operations["listPlatformTenantMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/tenants/{tenantId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from a tenant, as the platform.
         * @description The last owner cannot be removed (409 `LAST_OWNER`). Audited on the tenant's log as
         *     `member.removed`, the service account the actor, and sent to the tenant's webhooks. Needs
         *     `tenants:write`.
         */
        delete: operations["removePlatformTenantMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role, as the platform.
         * @description The platform has an owner's authority and is bound by the tenant's rules: the last owner
         *     cannot be demoted (409 `LAST_OWNER`); an unknown role answers 400, an unknown member 404.
         *     Audited on the tenant's log as `member.role_changed`, the service account the actor, and sent
         *     to the tenant's webhooks. Needs `tenants:write`.
         */
        patch: operations["updatePlatformTenantMember"];
        trace?: never;
    };
    "/v1/platform/tenants/{tenantId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        /**
         * A tenant's invitations, newest first, whatever their status.
         * @description Cursor-paged (`limit`, `cursor`); tokens are never shown. An unknown tenant answers 404. Needs
         *     `tenants:read`.
         */
        get: operations["listPlatformTenantInvitations"];
        put?: never;
        /**
         * Invite an address to a tenant with a role, as the platform.
         * @description Membership still needs consent: the address's owner joins only by accepting the mailed link,
         *     exactly as for `createInvitation` (7 days; inviting again replaces a pending invitation; a
         *     member's address answers 409 `CONFLICT`; members and pending invitations count against the
         *     plan's `maxMembers`, 403 `PLAN_LIMIT_REACHED`; the mail caps answer 429 `RATE_LIMITED`). The
         *     mail names "the administrators of" the tenant as the inviter, and `invitedBy` is null. A mail
         *     server that cannot take the message answers 503 and the invitation stays. Audited on the
         *     tenant's log as `member.invited`, the service account the actor. Needs `tenants:write`.
         */
        post: operations["createPlatformTenantInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/tenants/{tenantId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        /**
         * One invitation of a tenant, with its status (never its token).
         * @description An unknown tenant or invitation answers 404. Needs `tenants:read`.
         */
        get: operations["getPlatformTenantInvitation"];
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation, as the platform.
         * @description Answers the invitation, `status: revoked`; its link stops working. One that is not pending
         *     answers 409 `CONFLICT`. Audited on the tenant's log as `member.invitation_revoked`. Needs
         *     `tenants:write`.
         */
        delete: operations["revokePlatformTenantInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/tenants/{tenantId}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Move a tenant to a plan.
         * @description Allowed even when the tenant already exceeds the new plan's limits: it keeps what it has, and further growth answers 403 `PLAN_LIMIT_REACHED`. An unknown tenant or plan answers 404.
         */
        put: operations["assignTenantPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/ServiceProviderConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What this SCIM service supports (RFC 7644 §4).
         * @description PATCH, filters (up to 1,000 results), ETags; no bulk, sort or password change. The bearer token is the directory's (createDirectory).
         */
        get: operations["getScimServiceProviderConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/ResourceTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The resource types: User (with the enterprise extension) and Group.
         * @description A SCIM ListResponse.
         */
        get: operations["listScimResourceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/ResourceTypes/{resourceTypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceTypeId: components["parameters"]["ScimResourceTypeId"];
            };
            cookie?: never;
        };
        /**
         * One resource type.
         * @description `User` or `Group`; any other answers 404.
         */
        get: operations["getScimResourceType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/Schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The schemas this service keeps.
         * @description The core User and Group schemas and the enterprise User extension (RFC 7643 §7). Attributes outside them are not stored.
         */
        get: operations["listScimSchemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/Schemas/{schemaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                schemaId: components["parameters"]["ScimSchemaId"];
            };
            cookie?: never;
        };
        /**
         * One schema, by its URN.
         * @description An unknown URN answers 404.
         */
        get: operations["getScimSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/Users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The directory's Users, filtered and paged.
         * @description `filter` (RFC 7644 §3.4.2.2: `eq ne co sw ew pr gt ge lt le`, `and or not`, grouping, value filters such as `emails[type eq "work"]`), `startIndex` (1-based) and `count` (at most 1,000, the default), `attributes` and `excludedAttributes`. A filter that does not parse answers 400 with `scimType: invalidFilter`.
         */
        get: operations["listScimUsers"];
        put?: never;
        /**
         * Create a User.
         * @description The body is a SCIM User; attribute names are matched without case and stored in the schema's spelling; attributes no schema of ours defines are ignored. `userName` is required and unique in the directory, ignoring case (409 `uniqueness`). A User's `active: false` (or `"False"`, as Entra ID sends it) is kept as sent. Answers 201 with `Location` and `ETag`. Audited as `directory.user.created`.
         */
        post: operations["createScimUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/Users/.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the directory's Users (POST with a SearchRequest).
         * @description The query parameters of the list, in a body: `filter`, `startIndex`, `count`, `attributes`, `excludedAttributes`.
         */
        post: operations["searchScimUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/Users/{scimId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        /**
         * One User.
         * @description An id of another directory, or none, answers 404.
         */
        get: operations["getScimUser"];
        /**
         * Replace a User.
         * @description The body replaces every attribute (`id` and `meta` are ignored). `If-Match` with the current `meta.version` (or `*`) is checked when sent: another version answers 412 `PRECONDITION_FAILED`. Audited as `directory.user.updated`.
         */
        put: operations["replaceScimUser"];
        post?: never;
        /**
         * Delete a User.
         * @description The User leaves every group of the directory. `If-Match` as for PUT. Answers 204. Audited as `directory.user.deleted`.
         */
        delete: operations["deleteScimUser"];
        options?: never;
        head?: never;
        /**
         * Change a User (PatchOp).
         * @description RFC 7644 §3.5.2: `add`, `remove` and `replace` (any case), with or without `path`, including URN-prefixed and value-filter paths (`emails[type eq "work"].value`; one with no match adds the element it describes), and `remove` with a `value` naming the list members to drop (Entra ID). All operations apply or none. `If-Match` as for PUT. Answers 200 with the User. Audited as `directory.user.updated`.
         */
        patch: operations["patchScimUser"];
        trace?: never;
    };
    "/v1/platform/scim/v2/Groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The directory's Groups, filtered and paged.
         * @description `filter` (RFC 7644 §3.4.2.2: `eq ne co sw ew pr gt ge lt le`, `and or not`, grouping, value filters such as `emails[type eq "work"]`), `startIndex` (1-based) and `count` (at most 1,000, the default), `attributes` and `excludedAttributes`. A filter that does not parse answers 400 with `scimType: invalidFilter`.
         */
        get: operations["listScimGroups"];
        put?: never;
        /**
         * Create a Group.
         * @description The body is a SCIM Group; attribute names are matched without case and stored in the schema's spelling; attributes no schema of ours defines are ignored. `displayName` is required. `members` are kept as sent; those naming Users of this directory are its members. Answers 201 with `Location` and `ETag`. Audited as `directory.group.created`.
         */
        post: operations["createScimGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/Groups/.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the directory's Groups (POST with a SearchRequest).
         * @description The query parameters of the list, in a body: `filter`, `startIndex`, `count`, `attributes`, `excludedAttributes`.
         */
        post: operations["searchScimGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/scim/v2/Groups/{scimId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        /**
         * One Group.
         * @description An id of another directory, or none, answers 404.
         */
        get: operations["getScimGroup"];
        /**
         * Replace a Group.
         * @description The body replaces every attribute (`id` and `meta` are ignored). `If-Match` with the current `meta.version` (or `*`) is checked when sent: another version answers 412 `PRECONDITION_FAILED`. Audited as `directory.group.updated`.
         */
        put: operations["replaceScimGroup"];
        post?: never;
        /**
         * Delete a Group.
         * @description `If-Match` as for PUT. Answers 204. Audited as `directory.group.deleted`.
         */
        delete: operations["deleteScimGroup"];
        options?: never;
        head?: never;
        /**
         * Change a Group (PatchOp).
         * @description RFC 7644 §3.5.2: `add`, `remove` and `replace` (any case), with or without `path`, including URN-prefixed and value-filter paths (`emails[type eq "work"].value`; one with no match adds the element it describes), and `remove` with a `value` naming the list members to drop (Entra ID). All operations apply or none. `If-Match` as for PUT. Answers 200 with the Group. Audited as `directory.group.updated`.
         */
        patch: operations["patchScimGroup"];
        trace?: never;
    };
    "/v1/platform/scim/v2/.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search Users and Groups together (POST with a SearchRequest).
         * @description As `searchScimUsers`, over both resource types (Users first).
         */
        post: operations["searchScim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, newest first, filtered.
         * @description Cursor-paged (`limit`, `cursor`). Filters combine: `email` is a prefix of the address
         *     (case-insensitive), `emailVerified` and `disabled` match the state, `createdAfter` and
         *     `createdBefore` bound the creation time (inclusive, exclusive), and `metadataKey` with
         *     `metadataValue` match one key of `metadata` (one without the other is 400).
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** One user, as the platform sees them. */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user, as deleteMe does.
         * @description The rules of `deleteMe` without its password: 409 `LAST_OWNER` while the user is the
         *     last owner of a tenant; otherwise the user, sessions, credentials and memberships go in
         *     one transaction, every token of theirs answers 401 at once on every instance, and the
         *     audit log keeps only the user's id. Audited on the platform log as `user.deleted`, the
         *     service account (or the bootstrap token) as the actor; webhook `user.deleted` to the
         *     user's tenants.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Set a user's metadata and public metadata.
         * @description `metadata` (seen only by platform operators) and `publicMetadata` (also shown to the
         *     user, in `exportMe`) each replace the stored object whole; a field left out stays as it
         *     is. Each is a JSON object stored as given and at most 8 KiB serialised (else 400
         *     `VALIDATION_FAILED`): keep secrets out of it, it is returned to everyone who can read
         *     the user. Audited on the platform log and sent to the user's tenants as `user.updated`
         *     (fields: the ones that changed).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/platform/users/{userId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a user: their sessions end and every credential of theirs is refused.
         * @description At once and on every instance: every session ends (access and refresh tokens answer
         *     401), and until `enableUser` a correct password answers 403 `ACCOUNT_DISABLED` (a
         *     wrong one still answers 401, so the answer tells nothing to whoever does not know it).
         *     Disabling a disabled user changes nothing. Audited on the platform log as
         *     `user.disabled`; webhook `user.disabled` to the user's tenants.
         */
        post: operations["disableUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/users/{userId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let a disabled user sign in again.
         * @description The sessions that disabling ended stay ended. Enabling an enabled user changes nothing.
         *     Audited on the platform log as `user.enabled`.
         */
        post: operations["enableUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/users/{userId}/revoke-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of a user.
         * @description Every access and refresh token of the user answers 401 at once, on every instance; the
         *     user may sign in again. Audited on the platform log as `session.revoked_all` (metadata:
         *     `reason: revoked_by_operator` and the count).
         */
        post: operations["revokeUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background jobs, newest first.
         * @description Webhook deliveries and operator jobs alike. Cursor-paged; filter by `status` and `type`. Needs a service account: the bootstrap token gets 403 `SERVICE_ACCOUNT_REQUIRED`.
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Queue an operator job.
         * @description `api_keys.expire_sweep` records every key expiry not yet on the record (an `api_key.expired` audit event and webhook per key); the server also runs it itself every JOB_MAINTENANCE_INTERVAL_MS, so creating it only hurries the record. `webhooks.redeliver` queues again every failed delivery of a tenant, optionally of one endpoint and since a time, up to 1,000 per job. `runAt` defers the job. Needs a service account.
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /** One job, with its attempts, last error and result. */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/jobs/{jobId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued job.
         * @description Only a job that is queued (not started yet, or waiting for its next attempt) can be cancelled; any other answers 409 `CONFLICT`. Cancelling a delivery job cancels that delivery.
         */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream a tenant's audit events as NDJSON or CSV (no envelope).
         * @description Streams every matching event in log order (`seq`), straight from the database in
         *     batches, never holding the whole result in memory. `format` takes `ndjson`, `csv`,
         *     `application/x-ndjson` or `text/csv`; without it the `Accept` header decides; the
         *     default is NDJSON. CSV has a header row, RFC 4180 quoting, and cells that a
         *     spreadsheet would run as a formula (starting with `=`, `+`, `-` or `@`) are
         *     prefixed with `'`. Failures before the stream starts are ordinary JSON envelopes.
         *
         *     Each event carries its `seq` and `leafHash`. An NDJSON export without filters is the
         *     whole log, which `gatekeep audit verify` and the SDKs' `verifyAuditExport` check;
         *     `checkpoint=latest` ends it with one more line, `{"checkpoint": AuditCheckpoint}`, the
         *     latest checkpoint signed when the export began (none while there is none).
         */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event, sent on request by sendTestWebhookEvent.
         * @description Sent once, at once, to the one endpoint named by sendTestWebhookEvent, whatever it subscribes to; never retried and never sent otherwise. Signed per Standard Webhooks like every other event (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`), so a receiver can check its verification with it. Answer 2xx to acknowledge; the caller of sendTestWebhookEvent sees the status you answered.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookTestEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the test. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tenant.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tenant was renamed or its slug changed.
         * @description Sent to every enabled endpoint subscribed to `tenant.updated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TenantUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user joined the tenant.
         * @description Sent to every enabled endpoint subscribed to `member.added`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberAddedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member left or was removed.
         * @description Sent to every enabled endpoint subscribed to `member.removed`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberRemovedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.role_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member got another role.
         * @description Sent to every enabled endpoint subscribed to `member.role_changed`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberRoleChangedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "role.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A custom role was created.
         * @description Sent to every enabled endpoint subscribed to `role.created`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RoleCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "role.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A custom role was changed.
         * @description Sent to every enabled endpoint subscribed to `role.updated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RoleUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "role.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A custom role was deleted.
         * @description Sent to every enabled endpoint subscribed to `role.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RoleDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "provider_config.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An identity-provider configuration was created (secrets never included).
         * @description Sent to every enabled endpoint subscribed to `provider_config.created`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProviderConfigCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "provider_config.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An identity-provider configuration was changed.
         * @description Sent to every enabled endpoint subscribed to `provider_config.updated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProviderConfigUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "provider_config.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An identity-provider configuration was deleted.
         * @description Sent to every enabled endpoint subscribed to `provider_config.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProviderConfigDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A webhook endpoint was created.
         * @description Sent to every enabled endpoint subscribed to `webhook_endpoint.created`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A webhook endpoint was changed.
         * @description Sent to every enabled endpoint subscribed to `webhook_endpoint.updated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookEndpointUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A webhook endpoint was deleted.
         * @description Sent to every enabled endpoint subscribed to `webhook_endpoint.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gatekeep disabled a webhook endpoint (410 Gone, or failing for WEBHOOK_DISABLE_AFTER_DAYS).
         * @description Sent to every enabled endpoint subscribed to `webhook_endpoint.disabled`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDisabledEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "api_key.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An API key was created (never the key itself).
         * @description Sent to every enabled endpoint subscribed to `api_key.created`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApiKeyCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "api_key.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An API key was revoked.
         * @description Sent to every enabled endpoint subscribed to `api_key.revoked`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApiKeyRevokedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "api_key.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An API key reached its expiresAt (recorded by the api_keys.expire_sweep job).
         * @description Sent to every enabled endpoint subscribed to `api_key.expired`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApiKeyExpiredEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.invited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An address was invited to the tenant (createInvitation, or addMember for an unverified address).
         * @description Sent to every enabled endpoint subscribed to `member.invited`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberInvitedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.invitation_accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An invitation was accepted; `member.added` follows for the new member.
         * @description Sent to every enabled endpoint subscribed to `member.invitation_accepted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberInvitationAcceptedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.invitation_revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A pending invitation was revoked, or replaced by a new one to the same address.
         * @description Sent to every enabled endpoint subscribed to `member.invitation_revoked`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberInvitationRevokedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.email_verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member of the tenant verified their email address.
         * @description Sent to every enabled endpoint subscribed to `user.email_verified`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserEmailVerifiedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.password_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member of the tenant changed their password; their other sessions ended.
         * @description Sent to every enabled endpoint subscribed to `user.password_changed`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserPasswordChangedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.password_reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member of the tenant reset their password through a mailed link; all their sessions ended.
         * @description Sent to every enabled endpoint subscribed to `user.password_reset`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserPasswordResetEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member of the tenant changed their profile (their display name).
         * @description Sent to every enabled endpoint subscribed to `user.updated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "passkey.registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member of the tenant added a passkey to their account.
         * @description Sent to every enabled endpoint subscribed to `passkey.registered`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PasskeyRegisteredEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "passkey.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member of the tenant removed a passkey from their account.
         * @description Sent to every enabled endpoint subscribed to `passkey.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PasskeyDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "directory.user.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tenant's directory provisioned a user (SCIM).
         * @description Sent to every enabled endpoint subscribed to `directory.user.created`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectoryUserCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "directory.user.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user of the tenant's directory changed (SCIM PUT or PATCH).
         * @description Sent to every enabled endpoint subscribed to `directory.user.updated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectoryUserUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "directory.user.deactivated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tenant's directory deactivated a user (`active: false`): the membership ended, and a managed account was disabled.
         * @description Sent to every enabled endpoint subscribed to `directory.user.deactivated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectoryUserDeactivatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "directory.user.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tenant's directory deleted a user: the membership ended, and a managed account was disabled.
         * @description Sent to every enabled endpoint subscribed to `directory.user.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectoryUserDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "directory.group.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tenant's directory created a group (SCIM).
         * @description Sent to every enabled endpoint subscribed to `directory.group.created`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectoryGroupCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "directory.group.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A group of the tenant's directory changed: its name or its members (roles follow).
         * @description Sent to every enabled endpoint subscribed to `directory.group.updated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectoryGroupUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "audit.checkpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tenant's audit log was checkpointed.
         * @description Sent to every enabled endpoint subscribed to `audit.checkpoint`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`. A checkpoint stored here, out of reach of Gatekeep's database administrators, is what lets `gatekeep audit verify` detect a history rewritten later.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AuditCheckpointEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "directory.group.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tenant's directory deleted a group.
         * @description Sent to every enabled endpoint subscribed to `directory.group.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectoryGroupDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member of the tenant's account was deleted, by the user or a platform operator; their membership ended with it.
         * @description Sent to every enabled endpoint subscribed to `user.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A platform operator disabled a member of the tenant's account: their sessions ended and every credential of theirs is refused until it is enabled again.
         * @description Sent to every enabled endpoint subscribed to `user.disabled`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserDisabledEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A domain was claimed; it is pending until its TXT record is verified.
         * @description Sent to every enabled endpoint subscribed to `domain.created`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DomainCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The tenant proved it controls a domain: its TXT record answered the challenge.
         * @description Sent to every enabled endpoint subscribed to `domain.verified`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DomainVerifiedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "domain.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A domain was given up; if it was verified, another tenant may now verify it.
         * @description Sent to every enabled endpoint subscribed to `domain.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DomainDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "oidc_client.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An OIDC client was registered (never its secret).
         * @description Sent to every enabled endpoint subscribed to `oidc_client.created`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OidcClientCreatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "oidc_client.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An OIDC client was changed.
         * @description Sent to every enabled endpoint subscribed to `oidc_client.updated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OidcClientUpdatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "oidc_client.secret_rotated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An OIDC client was given a new secret; the old one no longer works (never the secret itself).
         * @description Sent to every enabled endpoint subscribed to `oidc_client.secret_rotated`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OidcClientSecretRotatedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "oidc_client.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An OIDC client was deleted.
         * @description Sent to every enabled endpoint subscribed to `oidc_client.deleted`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OidcClientDeletedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sso.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user signed in through one of the tenant's identity providers.
         * @description Sent to every enabled endpoint subscribed to `sso.login`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SsoLoginEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sso.login_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A sign-in through one of the tenant's identity providers was refused; `reason` says why.
         * @description Sent to every enabled endpoint subscribed to `sso.login_failed`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SsoLoginFailedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sso.user_provisioned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A first sign-in through an identity provider created the user (just-in-time provisioning).
         * @description Sent to every enabled endpoint subscribed to `sso.user_provisioned`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SsoUserProvisionedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "sso.account_linked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A first sign-in through an identity provider joined an existing account with the same address.
         * @description Sent to every enabled endpoint subscribed to `sso.account_linked`, signed per Standard Webhooks: headers `webhook-id` (stable across retries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two signatures during a secret rotation's 24 h grace period). Answer 2xx to acknowledge; anything else is retried with backoff, 410 disables the endpoint (so does failing every attempt for WEBHOOK_DISABLE_AFTER_DAYS), 429 and 503 may send `Retry-After`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SsoAccountLinkedEvent"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description Machine-readable failure code; the catalogue is closed.
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "WEAK_PASSWORD" | "INVALID_CREDENTIAL" | "TOKEN_EXPIRED" | "UNAUTHENTICATED" | "INVALID_MFA_CODE" | "NOT_A_MEMBER" | "INSUFFICIENT_ROLE" | "OWNER_REQUIRED" | "PERMISSION_DENIED" | "SERVICE_ACCOUNT_REQUIRED" | "PERMISSION_NOT_DELEGABLE" | "PLAN_LIMIT_REACHED" | "EMAIL_NOT_VERIFIED" | "ACCOUNT_DISABLED" | "INVITATION_EMAIL_MISMATCH" | "SIGNUP_CLOSED" | "SSO_REQUIRED" | "SSO_EMAIL_OUTSIDE_DOMAINS" | "SSO_NOT_PROVISIONED" | "NOT_FOUND" | "EMAIL_TAKEN" | "SLUG_TAKEN" | "LAST_OWNER" | "DOMAIN_TAKEN" | "SSO_ACCOUNT_CONFLICT" | "CONFLICT" | "METHOD_NOT_ALLOWED" | "PRECONDITION_FAILED" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "IDENTITY_BACKEND_UNAVAILABLE" | "SIGNING_UNCONFIGURED" | "SERVICE_UNAVAILABLE";
        /** @description The success envelope; each operation names the schema of `data`. */
        SuccessEnvelope: {
            /** @constant */
            ok: true;
            /** @description The payload. */
            data: unknown;
        };
        /** @description The failure envelope. Unmatched routes and unhandled faults omit `code`. */
        Failure: {
            /** @constant */
            ok: false;
            /** @description A human-readable message. */
            error: string;
            code?: components["schemas"]["ErrorCode"];
        };
        Deleted: {
            id: string;
            /** @constant */
            deleted: true;
        };
        /** @description Lower-case letters, digits and inner hyphens; unique across tenants. */
        Slug: string;
        /** @description A tenant; `metadata` is what its managers (or the platform) stored, shown to every member. */
        Tenant: {
            /** @example ten_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            name: string;
            slug: components["schemas"]["Slug"];
            /** @example pln_free */
            planId: string;
            metadata: components["schemas"]["Metadata"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TenantWithRole: {
            id: string;
            name: string;
            slug: components["schemas"]["Slug"];
            planId: string;
            metadata: components["schemas"]["Metadata"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            role: components["schemas"]["RoleName"];
        };
        PlatformTenantPage: {
            items: components["schemas"]["Tenant"][];
            nextCursor: string | null;
        };
        TenantPage: {
            items: components["schemas"]["TenantWithRole"][];
            nextCursor: string | null;
        };
        CreateTenantRequest: {
            name: components["schemas"]["TenantName"];
            slug?: components["schemas"]["Slug"];
        };
        UpdateTenantRequest: {
            name?: components["schemas"]["TenantName"];
            slug?: components["schemas"]["Slug"];
            metadata?: components["schemas"]["Metadata"];
        };
        CreatePlatformTenantRequest: {
            name: components["schemas"]["TenantName"];
            slug?: components["schemas"]["Slug"];
            ownerEmail: components["schemas"]["Email"];
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description Exactly one of `owner` (the address was a verified account's) and `invitation` (it was not) is set. */
        PlatformTenantCreated: {
            tenant: components["schemas"]["Tenant"];
            owner: components["schemas"]["Member"] | null;
            invitation: components["schemas"]["Invitation"] | null;
        };
        /** @description A name people read; control characters, U+2028/U+2029 and bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) answer 400 `VALIDATION_FAILED`. */
        TenantName: string;
        /** @description A person's display name; control characters, U+2028/U+2029 and bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) answer 400 `VALIDATION_FAILED`. */
        PersonName: string;
        /** @description `owner`, `admin`, `member`, or the name of one of the tenant's custom roles. */
        RoleName: string;
        /** @example billing:read */
        Permission: string;
        Member: {
            userId: string;
            tenantId: string;
            /** Format: email */
            email: string;
            name: string | null;
            role: components["schemas"]["RoleName"];
            /** Format: date-time */
            joinedAt: string;
        };
        /** @description An address invited to a tenant. Its token was in the mail only. */
        Invitation: {
            /** @example inv_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            tenantId: string;
            /** Format: email */
            email: string;
            role: components["schemas"]["RoleName"];
            /**
             * @description Only a pending invitation can be accepted or revoked.
             * @enum {string}
             */
            status: "pending" | "accepted" | "revoked" | "expired";
            /** @description The inviting user's id: null when the platform invited, or once that user is deleted. */
            invitedBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            acceptedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        Domain: {
            /** @example dom_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            tenantId: string;
            /** @example acme.com */
            domain: string;
            /** @enum {string} */
            status: "pending" | "verified";
            /** @description The TXT record that proves the tenant controls the domain. */
            verification: {
                /** @constant */
                type: "TXT";
                /** @example _gatekeep-challenge.acme.com */
                name: string;
                value: string;
            };
            /** Format: date-time */
            verifiedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A SCIM error (RFC 7644 §3.12), the SCIM service's answer to every refusal. */
        ScimError: {
            schemas: "urn:ietf:params:scim:api:messages:2.0:Error"[];
            /** @description The HTTP status, as a string. */
            status: string;
            /** @enum {string} */
            scimType?: "invalidFilter" | "tooMany" | "uniqueness" | "mutability" | "invalidSyntax" | "invalidPath" | "noTarget" | "invalidValue" | "invalidVers" | "sensitive";
            detail: string;
        };
        /** @description A discovery document (ServiceProviderConfig, ResourceType or Schema), as RFC 7643 §5–7 define them. */
        ScimDocument: {
            schemas: string[];
        } & {
            [key: string]: unknown;
        };
        /** @description A User or Group as stored: `schemas`, `id`, `externalId`, the schema's attributes as sent, and `meta` (`resourceType`, `created`, `lastModified`, `location`, `version`). */
        ScimResource: {
            schemas: string[];
            id: string;
        } & {
            [key: string]: unknown;
        };
        ScimListResponse: {
            schemas: "urn:ietf:params:scim:api:messages:2.0:ListResponse"[];
            totalResults: number;
            startIndex: number;
            itemsPerPage: number;
            Resources: components["schemas"]["ScimDocument"][];
        };
        /** @description A SCIM User or Group; names are matched without case (RFC 7643 §2.1), so the service reads it itself. */
        ScimResourceInput: {
            [key: string]: unknown;
        };
        /** @description A PatchOp (RFC 7644 §3.5.2). Member names are matched without case. */
        ScimPatchRequest: {
            schemas: string[];
            Operations: ({
                /** @description add, remove or replace, in any case. */
                op: string;
                path?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description A SearchRequest (RFC 7644 §3.4.3): `filter`, `startIndex`, `count`, `attributes`, `excludedAttributes`. */
        ScimSearchRequest: {
            filter?: string;
            startIndex?: number;
            count?: number;
            attributes?: string[];
            excludedAttributes?: string[];
        } & {
            [key: string]: unknown;
        };
        Directory: {
            /** @example dir_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            tenantId: string;
            name: string;
            groupRoles: components["schemas"]["DirectoryGroupRole"][];
            /**
             * Format: uri
             * @description The SCIM service to give the identity provider: `ISSUER/v1/platform/scim/v2`.
             */
            scimBaseUrl: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        DirectoryGroupRole: {
            /** @description A directory group's displayName (compared ignoring case). */
            group: string;
            role: components["schemas"]["RoleName"];
        };
        DirectoryPage: {
            items: components["schemas"]["Directory"][];
            nextCursor: string | null;
        };
        DirectoryCreated: {
            directory: components["schemas"]["Directory"];
            /**
             * @description The SCIM bearer token (`gkp_…`), shown only here: it is stored hashed.
             * @example gkp_3q2x…
             */
            token: string;
        };
        CreateDirectoryRequest: {
            name: components["schemas"]["TenantName"];
            groupRoles?: components["schemas"]["DirectoryGroupRole"][];
        };
        UpdateDirectoryRequest: {
            name?: components["schemas"]["TenantName"];
            groupRoles?: components["schemas"]["DirectoryGroupRole"][];
        };
        DomainPage: {
            items: components["schemas"]["Domain"][];
            nextCursor: string | null;
        };
        CreateDomainRequest: {
            /** @description A host name of at least two labels, such as `acme.com`; case is ignored, a trailing dot allowed. */
            domain: string;
        };
        InvitationPage: {
            items: components["schemas"]["Invitation"][];
            nextCursor: string | null;
        };
        CreateInvitationRequest: {
            email: components["schemas"]["Email"];
            role: components["schemas"]["RoleName"];
        };
        AcceptInvitationRequest: {
            /** @description The `token` query parameter of the mailed link. */
            token: string;
        };
        MemberPage: {
            items: components["schemas"]["Member"][];
            nextCursor: string | null;
        };
        AddMemberRequest: {
            email: components["schemas"]["Email"];
            role: components["schemas"]["RoleName"];
        };
        UpdateMemberRequest: {
            role: components["schemas"]["RoleName"];
        };
        Role: {
            /** @example rol_owner */
            id: string;
            name: components["schemas"]["RoleName"];
            description: string | null;
            permissions: components["schemas"]["Permission"][];
            builtIn: boolean;
        };
        RolePage: {
            items: components["schemas"]["Role"][];
            nextCursor: string | null;
        };
        CreateRoleRequest: {
            name: components["schemas"]["RoleName"];
            description?: string;
            permissions: components["schemas"]["Permission"][];
        };
        UpdateRoleRequest: {
            name?: components["schemas"]["RoleName"];
            description?: string | null;
            permissions?: components["schemas"]["Permission"][];
        };
        /** @description `null` means unlimited. */
        PlanLimits: {
            maxMembers: number | null;
            maxApiKeys: number | null;
            maxWebhookEndpoints: number | null;
        };
        Plan: {
            /** @example pln_free */
            id: string;
            /** @example free */
            key: string;
            name: string;
            limits: components["schemas"]["PlanLimits"];
        };
        PlanPage: {
            items: components["schemas"]["Plan"][];
            nextCursor: string | null;
        };
        /** Format: uri */
        HttpsUrl: string;
        OidcSettings: {
            issuer: components["schemas"]["HttpsUrl"];
            clientId: string;
            /** @description The secret itself is write-only. */
            hasClientSecret: boolean;
            scopes: string[];
            /** @description What to register at the IdP as this client's redirect URI: `ISSUER/v1/sso/oidc/callback`. */
            readonly redirectUri: string;
        };
        SamlSettings: {
            entityId: string;
            ssoUrl: components["schemas"]["HttpsUrl"];
            /** @description The IdP's X.509 signing certificate, PEM. */
            certificate: string;
            /** @description Accept responses the IdP sends unasked (no InResponseTo); they are still replay-checked and sent only to the config's first allowed redirect URI. */
            allowIdpInitiated: boolean;
            /** @description The Assertion Consumer Service URL to register at the IdP: `ISSUER/v1/sso/saml/acs`. */
            readonly acsUrl: string;
            /** @description Gatekeep's entity ID (the audience) for this config: its metadata URL. */
            readonly spEntityId: string;
            /** @description Gatekeep's SP metadata for this config (getSamlMetadata). */
            readonly metadataUrl: string;
        };
        ProviderConfig: {
            /** @example prv_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            tenantId: string;
            /** @enum {string} */
            type: "oidc" | "saml";
            name: string;
            enabled: boolean;
            allowedRedirectUris: components["schemas"]["AllowedRedirectUris"];
            /** @description The role a member provisioned by this config gets. */
            defaultRole: string;
            /** @description First sign-in creates the user and the membership; off, only existing members sign in. */
            jitProvisioning: boolean;
            /** @description The tenant's verified domains sign in only through SSO: password login, reset and sign-up answer 403 `SSO_REQUIRED`. */
            enforced: boolean;
            /** @description Skip Gatekeep's own second factor after this IdP's sign-in. */
            trustIdpMfa: boolean;
            /** @description Set when `type` is `oidc`. */
            oidc: components["schemas"]["OidcSettings"] | null;
            /** @description Set when `type` is `saml`. */
            saml: components["schemas"]["SamlSettings"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProviderConfigPage: {
            items: components["schemas"]["ProviderConfig"][];
            nextCursor: string | null;
        };
        /** @description Where startSso may send the user back, compared as exact strings: https, or http to a loopback host (localhost, 127.0.0.1, [::1]); no fragment. Empty: nobody can sign in through the config yet. */
        AllowedRedirectUris: string[];
        /** @description The role given to a member this config provisions: `admin`, `member` or a custom role of the tenant (never `owner`). Default `member`. */
        SsoDefaultRole: components["schemas"]["RoleName"];
        /** @description A change to an OIDC config's settings; what is left out stays as it was. */
        OidcSettingsInput: {
            issuer?: components["schemas"]["HttpsUrl"];
            clientId?: string;
            clientSecret?: string;
            scopes?: components["schemas"]["OidcScopes"];
        };
        /** @description A new OIDC config's settings. */
        NewOidcSettings: {
            issuer: components["schemas"]["HttpsUrl"];
            clientId: string;
            clientSecret?: string;
            scopes?: components["schemas"]["OidcScopes"];
        };
        /** @description Scopes to request; `[openid, email, profile]` when never given. */
        OidcScopes: string[];
        /** @description A change to a SAML config's settings; what is left out stays as it was. */
        SamlSettingsInput: {
            entityId?: string;
            ssoUrl?: components["schemas"]["HttpsUrl"];
            certificate?: string;
            allowIdpInitiated?: boolean;
        };
        /** @description A new SAML config's settings. */
        NewSamlSettings: {
            entityId: string;
            ssoUrl: components["schemas"]["HttpsUrl"];
            /** @description The IdP's X.509 signing certificate, PEM. */
            certificate: string;
            /**
             * @description Accept responses the IdP sends unasked; off by default (IdP-initiated sign-in has no request to bind the answer to).
             * @default false
             */
            allowIdpInitiated: boolean;
        };
        /** @description An OIDC config (`type: oidc` with an `oidc` block) or a SAML config (`type: saml` with a `saml` block); `type` decides which. */
        CreateProviderConfigRequest: components["schemas"]["CreateOidcProviderConfigRequest"] | components["schemas"]["CreateSamlProviderConfigRequest"];
        CreateOidcProviderConfigRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "oidc";
            name: string;
            /** @default true */
            enabled: boolean;
            allowedRedirectUris?: components["schemas"]["AllowedRedirectUris"];
            defaultRole?: components["schemas"]["SsoDefaultRole"];
            jitProvisioning?: boolean;
            enforced?: boolean;
            trustIdpMfa?: boolean;
            oidc: components["schemas"]["NewOidcSettings"];
        };
        CreateSamlProviderConfigRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "saml";
            name: string;
            /** @default true */
            enabled: boolean;
            allowedRedirectUris?: components["schemas"]["AllowedRedirectUris"];
            defaultRole?: components["schemas"]["SsoDefaultRole"];
            jitProvisioning?: boolean;
            enforced?: boolean;
            trustIdpMfa?: boolean;
            saml: components["schemas"]["NewSamlSettings"];
        };
        /** @description At most one settings block, of the config's own type: `oidc` on an OIDC config, `saml` on a SAML one. */
        UpdateProviderConfigRequest: components["schemas"]["UpdateOidcProviderConfigRequest"] | components["schemas"]["UpdateSamlProviderConfigRequest"];
        UpdateOidcProviderConfigRequest: {
            name?: string;
            enabled?: boolean;
            allowedRedirectUris?: components["schemas"]["AllowedRedirectUris"];
            defaultRole?: components["schemas"]["SsoDefaultRole"];
            jitProvisioning?: boolean;
            enforced?: boolean;
            trustIdpMfa?: boolean;
            oidc?: components["schemas"]["OidcSettingsInput"];
        };
        UpdateSamlProviderConfigRequest: {
            name?: string;
            enabled?: boolean;
            allowedRedirectUris?: components["schemas"]["AllowedRedirectUris"];
            defaultRole?: components["schemas"]["SsoDefaultRole"];
            jitProvisioning?: boolean;
            enforced?: boolean;
            trustIdpMfa?: boolean;
            saml?: components["schemas"]["SamlSettingsInput"];
        };
        /**
         * @description An event a webhook endpoint can subscribe to.
         * @enum {string}
         */
        WebhookEventType: "tenant.updated" | "member.added" | "member.removed" | "member.role_changed" | "role.created" | "role.updated" | "role.deleted" | "provider_config.created" | "provider_config.updated" | "provider_config.deleted" | "webhook_endpoint.created" | "webhook_endpoint.updated" | "webhook_endpoint.deleted" | "webhook_endpoint.disabled" | "api_key.created" | "api_key.revoked" | "api_key.expired" | "member.invited" | "member.invitation_accepted" | "member.invitation_revoked" | "user.email_verified" | "user.password_changed" | "user.password_reset" | "user.updated" | "user.deleted" | "user.disabled" | "passkey.registered" | "passkey.deleted" | "domain.created" | "domain.verified" | "domain.deleted" | "sso.login" | "sso.login_failed" | "sso.user_provisioned" | "sso.account_linked" | "oidc_client.created" | "oidc_client.updated" | "oidc_client.secret_rotated" | "oidc_client.deleted" | "directory.user.created" | "directory.user.updated" | "directory.user.deactivated" | "directory.user.deleted" | "directory.group.created" | "directory.group.updated" | "directory.group.deleted" | "audit.checkpoint";
        WebhookEndpoint: {
            /** @example whe_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            tenantId: string;
            /** Format: uri */
            url: string;
            description: string | null;
            eventTypes: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookEndpointPage: {
            items: components["schemas"]["WebhookEndpoint"][];
            nextCursor: string | null;
        };
        /** @description A created resource with a value shown once: the resource under its own name, the value as `secret` (docs/tenants-and-keys.md, Shown once). */
        WebhookEndpointWithSecret: {
            webhookEndpoint: components["schemas"]["WebhookEndpoint"];
            /**
             * @description The signing secret, `whsec_` + base64 of 32 random bytes; shown only here.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        CreateWebhookEndpointRequest: {
            /** Format: uri */
            url: string;
            eventTypes: components["schemas"]["WebhookEventType"][];
            description?: string;
            /** @default true */
            enabled: boolean;
        };
        UpdateWebhookEndpointRequest: {
            /** Format: uri */
            url?: string;
            eventTypes?: components["schemas"]["WebhookEventType"][];
            description?: string | null;
            enabled?: boolean;
        };
        /** @description One event of an append-only log (a tenant's, a user's own outside any tenant, or the platform's), and a leaf of that log's RFC 9162 Merkle tree. `leafHash` is SHA-256(0x00 ‖ RFC 8785 JSON of the event without `ip`, `metadata.email`, `seq`, `leafHash` and `personalData`, with `personalData` set to `personalData.digest`). `personalData.digest` is SHA-256 of the RFC 8785 JSON of `{email, ip, salt}` (email: `metadata.email` or null); deleting a user erases their IP, email and the salt, and the digest still fits the leaf. */
        AuditEvent: {
            /** @example evt_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            /** Format: date-time */
            occurredAt: string;
            tenantId: string | null;
            actor: {
                /** @enum {string} */
                kind: "user" | "apiKey" | "platform" | "platformBootstrap" | "anonymous" | "system";
                id: string | null;
            };
            /** @example member.added */
            action: string;
            target: {
                type: string;
                id: string;
            } | null;
            ip: string | null;
            requestId: string | null;
            metadata: {
                [key: string]: unknown;
            };
            /** @description The event's place in its log, from 1 without gaps (its leaf is seq - 1). */
            seq: number;
            /** @description Hex. */
            leafHash: string;
            personalData: {
                digest: string;
                /** @description Null once the user's personal data was erased. */
                salt: string | null;
            };
        };
        /** @description A signed statement that the log `origin` held `treeSize` events with root `rootHash` (hex, RFC 9162) at `at`. `signature` (base64url) is Ed25519, by the key `keyId` of getAuditCheckpointKeys, over the RFC 8785 JSON of `{origin, treeSize, rootHash, at}`. */
        AuditCheckpoint: {
            /** @example https://id.example.com/audit/ten_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            origin: string;
            treeSize: number;
            rootHash: string;
            /** Format: date-time */
            at: string;
            keyId: string;
            signature: string;
        };
        AuditCheckpointPage: {
            items: components["schemas"]["AuditCheckpoint"][];
            nextCursor: string | null;
        };
        AuditCheckpointKeys: {
            keys: {
                kid: string;
                /** @enum {string} */
                kty: "OKP";
                /** @enum {string} */
                crv: "Ed25519";
                x: string;
                /** @enum {string} */
                alg: "EdDSA";
                /** @enum {string} */
                use: "sig";
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                retiredAt: string | null;
            }[];
        };
        AuditInclusionProof: {
            eventId: string;
            seq: number;
            leafHash: string;
            treeSize: number;
            rootHash: string;
            /** @description The audit path (hex), from the leaf's side up. */
            proof: string[];
            /** @description The checkpoint signed at `treeSize`, if there is one. */
            checkpoint: components["schemas"]["AuditCheckpoint"] | null;
        };
        AuditConsistencyProof: {
            from: number;
            to: number;
            fromRoot: string;
            toRoot: string;
            proof: string[];
        };
        AuditEventPage: {
            items: components["schemas"]["AuditEvent"][];
            nextCursor: string | null;
        };
        /** @description The public projection of an API key; never the key or its hash. */
        ApiKey: {
            /** @example key_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            tenantId: string;
            name: string;
            /**
             * @description The key's first 12 characters, to recognise it.
             * @example gk_live_Zx3q
             */
            start: string;
            scopes: components["schemas"]["Permission"][];
            /** @enum {string} */
            status: "active" | "revoked" | "expired";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Updated at most once a minute per key.
             */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        ApiKeyPage: {
            items: components["schemas"]["ApiKey"][];
            nextCursor: string | null;
        };
        /** @description A created resource with a value shown once: the resource under its own name, the value as `secret` (docs/tenants-and-keys.md, Shown once). */
        ApiKeyCreated: {
            apiKey: components["schemas"]["ApiKey"];
            /**
             * @description The API key itself, `gk_live_…`, which `validateApiKey` and `mintApiKeyToken` take as `key`; shown only here.
             * @example gk_live_Zx3qv0dJt7sFhQmYw1bX9cR2kL5nP8aE4uG6iO3yT0w
             */
            secret: string;
        };
        CreateApiKeyRequest: {
            name: string;
            scopes: components["schemas"]["Permission"][];
            /**
             * Format: date-time
             * @description Must be in the future.
             */
            expiresAt?: string;
        };
        /** @description The plaintext key, `gk_live_…`. */
        ApiKeySecret: string;
        ValidateApiKeyRequest: {
            key: components["schemas"]["ApiKeySecret"];
        };
        MintApiKeyTokenRequest: {
            key: components["schemas"]["ApiKeySecret"];
            /** @description Becomes the token's `aud`. Never `gatekeep`, the audience of user access tokens: a minted token must not pass where a user's does. */
            audience?: string;
            /** @description A subset of the key's scopes; all of them when absent. */
            scopes?: components["schemas"]["Permission"][];
        };
        /** @description A token answer, named as every token answer is: `accessToken`, `tokenType`, `expiresIn` (docs/tenants-and-keys.md, Shown once). */
        MintedToken: {
            /** @description An RS256 JWT (`typ: gatekeep-service+jwt`). */
            accessToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Seconds until it expires. */
            expiresIn: number;
        };
        /** @enum {string} */
        PlatformPermission: "service_accounts:write" | "jobs:read" | "jobs:write" | "billing:write" | "users:read" | "users:write" | "tenants:read" | "tenants:write" | "oidc_clients:write" | "connections:write";
        ServiceAccount: {
            /** @example sa_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            name: string;
            permissions: components["schemas"]["PlatformPermission"][];
            /** @description The creating service account's id, `bootstrap`, or `system` (the operator's command line, `npm run gatekeep`). */
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            disabledAt: string | null;
        };
        /** @description A user as platform operators see them. */
        PlatformUser: {
            metadata: components["schemas"]["Metadata"];
            publicMetadata: components["schemas"]["Metadata"];
            id: string;
            /** Format: email */
            email: string;
            emailVerified: boolean;
            name: string | null;
            mfaEnabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            disabledAt: string | null;
            /** @description Addresses the user moved away from, on record for 30 days, newest first. */
            previousEmails: components["schemas"]["PreviousEmail"][];
        };
        /** @description A JSON object stored as given, at most 8 KiB serialised. Keep secrets out of it. Its keys and strings cannot hold the NUL character (U+0000) or an unpaired surrogate, which the store refuses: 400 `VALIDATION_FAILED`. */
        Metadata: {
            [key: string]: unknown;
        };
        UpdateUserRequest: {
            metadata?: components["schemas"]["Metadata"];
            publicMetadata?: components["schemas"]["Metadata"];
        };
        PlatformUserPage: {
            items: components["schemas"]["PlatformUser"][];
            nextCursor: string | null;
        };
        ServiceAccountPage: {
            items: components["schemas"]["ServiceAccount"][];
            nextCursor: string | null;
        };
        /** @description A created resource with a value shown once: the resource under its own name, the value as `secret` (docs/tenants-and-keys.md, Shown once). */
        ServiceAccountCreated: {
            serviceAccount: components["schemas"]["ServiceAccount"];
            /** @description The account's key, `gkp_…`, sent as `Authorization: Bearer` on the platform routes; shown only here. */
            secret: string;
        };
        CreateServiceAccountRequest: {
            name: string;
            permissions: components["schemas"]["PlatformPermission"][];
        };
        UpdateServiceAccountRequest: {
            name?: string;
            permissions?: components["schemas"]["PlatformPermission"][];
        };
        /** @description `null` means unlimited; an omitted limit is unlimited on create and unchanged on update. */
        PlanLimitsInput: {
            maxMembers?: number | null;
            maxApiKeys?: number | null;
            maxWebhookEndpoints?: number | null;
        };
        CreatePlanRequest: {
            key: string;
            name: string;
            limits?: components["schemas"]["PlanLimitsInput"];
        };
        UpdatePlanRequest: {
            name?: string;
            limits?: components["schemas"]["PlanLimitsInput"];
        };
        AssignTenantPlanRequest: {
            planId: string;
        };
        Health: {
            /** @constant */
            status: "ok";
        };
        /** @description A public RSA key. Private parts are never published. */
        Jwk: {
            /** @constant */
            kty: "RSA";
            n: string;
            e: string;
            /** @description RFC 7638 thumbprint of the key. */
            kid: string;
            /** @constant */
            alg: "RS256";
            /** @constant */
            use: "sig";
        };
        /** @description OpenID Connect Discovery 1.0 metadata; the provider may name more than is listed here. */
        OpenIdConfiguration: {
            /**
             * Format: uri
             * @description `ISSUER`: the `iss` of every token, exactly.
             */
            issuer: string;
            /** Format: uri */
            authorization_endpoint: string;
            /** Format: uri */
            token_endpoint: string;
            /** Format: uri */
            userinfo_endpoint: string;
            /** Format: uri */
            revocation_endpoint?: string;
            /** Format: uri */
            introspection_endpoint?: string;
            /** Format: uri */
            end_session_endpoint?: string;
            /** Format: uri */
            pushed_authorization_request_endpoint?: string;
            /**
             * Format: uri
             * @description `ISSUER` + `/.well-known/jwks.json`: also the keys of Gatekeep's own access tokens.
             */
            jwks_uri: string;
            scopes_supported?: string[];
            claims_supported?: string[];
            response_types_supported: "code"[];
            grant_types_supported?: string[];
            code_challenge_methods_supported?: "S256"[];
            token_endpoint_auth_methods_supported?: string[];
            subject_types_supported: "public"[];
            id_token_signing_alg_values_supported: "RS256"[];
            /** @constant */
            authorization_response_iss_parameter_supported?: true;
        };
        Jwks: {
            keys: components["schemas"]["Jwk"][];
        };
        /**
         * Format: email
         * @example ada@example.com
         */
        Email: string;
        /** @description 8 to 256 characters, and not a common, repeated or sequential password (400 `WEAK_PASSWORD`). */
        Password: string;
        SignupRequest: {
            /** @description The `token` query parameter of an invitation link mailed to `email` (see `signup`). */
            invitationToken?: string;
            email: components["schemas"]["Email"];
            password?: components["schemas"]["Password"];
            name?: components["schemas"]["PersonName"];
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
        };
        CreatePortalSessionRequest: {
            /** @description The code the provider sent to /portal/callback. */
            code: string;
            /** @description The PKCE verifier (RFC 7636) whose S256 challenge began the sign-in. */
            codeVerifier: string;
        };
        /** @description Empty; the refresh token is the cookie. */
        RefreshPortalSessionRequest: Record<string, never>;
        PortalAccessToken: {
            accessToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Seconds until the access token expires. */
            expiresIn: number;
        };
        RefreshTokenRequest: {
            refreshToken: string;
        };
        LogoutRequest: {
            refreshToken: string;
        };
        VerifyEmailRequest: {
            /** @description The `token` query parameter of the mailed link. */
            token: string;
        };
        VerificationEmailSent: {
            /** @constant */
            sent: true;
            /**
             * Format: email
             * @description The address the link was sent to.
             */
            email: string;
        };
        PasswordResetRequest: {
            email: components["schemas"]["Email"];
        };
        PasswordResetRequested: {
            /** @constant */
            accepted: true;
        };
        ConfirmPasswordResetRequest: {
            /** @description The `token` query parameter of the mailed link. */
            token: string;
            password?: components["schemas"]["Password"];
            /** @description A current TOTP code or an unused recovery code; required when the user has TOTP on. */
            code?: string;
        };
        PasswordResetDone: {
            /** @constant */
            reset: true;
            /** @description How many sessions the reset ended. */
            sessionsEnded: number;
            tokens?: components["schemas"]["Tokens"];
        };
        /** @description `code` (a TOTP or recovery code), or `webauthn` (a passkey's assertion, after startMfaWebauthn); not both. */
        VerifyMfaChallengeRequest: components["schemas"]["VerifyMfaCodeRequest"] | components["schemas"]["VerifyMfaWebauthnRequest"];
        VerifyMfaCodeRequest: {
            challengeToken: string;
            /** @description A 6-digit TOTP code or a recovery code. */
            code: string;
        };
        VerifyMfaWebauthnRequest: {
            challengeToken: string;
            webauthn: components["schemas"]["WebauthnCredentialJson"];
        };
        StartMfaWebauthnRequest: {
            challengeToken: string;
        };
        TotpCodeRequest: {
            /** @description A 6-digit TOTP code (disable also takes a recovery code). */
            code: string;
        };
        User: {
            /** @example usr_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            /** Format: email */
            email: string;
            /** @description Whether the user opened a link mailed to `email` (verifyEmail). */
            emailVerified: boolean;
            name: string | null;
            mfaEnabled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        MeExport: {
            /** Format: date-time */
            exportedAt: string;
            user: components["schemas"]["User"];
            publicMetadata: components["schemas"]["Metadata"];
            /** @description Addresses the user moved away from (`changeEmail`) still on record, newest first. */
            previousEmails: components["schemas"]["PreviousEmail"][];
            /** @description The live sessions, newest first. */
            sessions: components["schemas"]["Session"][];
            /** @description The user's tenants, each with the user's role. */
            memberships: components["schemas"]["TenantWithRole"][];
            /** @description The user's passkeys, oldest first (never a public key). */
            passkeys: components["schemas"]["Passkey"][];
            /** @description The identities at SSO providers (`sso`) and social connections (`social`) linked to the account, oldest first within each kind. */
            linkedIdentities: components["schemas"]["LinkedIdentity"][];
            /** @description Every event the user was the actor of, oldest first. */
            auditEvents: components["schemas"]["AuditEvent"][];
        };
        /** @description An identity at an outside provider that signs in to this account. */
        LinkedIdentity: {
            /** @enum {string} */
            kind: "sso" | "social";
            /** @description The provider config (`sso`) or the social connection (`social`). */
            providerId: string;
            /** @description The provider's identifier of the person. */
            subject: string;
            /** @description The address the provider gave at the last sign-in. */
            email: string | null;
            /** Format: date-time */
            linkedAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
        };
        /** @description An address the user moved away from, kept on record (and reserved for them) for 30 days. */
        PreviousEmail: {
            /** Format: email */
            email: string;
            /** Format: date-time */
            changedAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        UpdateMeRequest: {
            /** @description The new display name, or `null` to clear it. */
            name: components["schemas"]["PersonName"] | null;
        };
        Tokens: {
            /** @description A JWT (RS256 when a signing key is configured, verifiable through JWKS; otherwise HS256). */
            accessToken: string;
            /** @description Opaque and single-use; it rotates on every refresh. */
            refreshToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Seconds until the access token expires. */
            expiresIn: number;
            user: components["schemas"]["User"];
        };
        DiscoverSsoRequest: {
            /** Format: email */
            email: string;
        };
        SsoDiscovery: {
            items: {
                providerConfigId: string;
                tenantId: string;
                tenantName: string;
                /** @enum {string} */
                type: "oidc" | "saml";
                name: string;
            }[];
        };
        /** @enum {string} */
        OidcGrantType: "authorization_code" | "refresh_token" | "client_credentials";
        /** @description Compared as exact strings: https, or http to a loopback host (localhost, 127.0.0.1, [::1]); no fragment. */
        OidcRedirectUris: string[];
        /** @description An application registered with Gatekeep's OpenID Provider. `id` is its `client_id`. */
        OidcClient: {
            /** @example client_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            /** @description Null for a platform client. */
            tenantId: string | null;
            /** @description Shown to people on the consent page. */
            name: string;
            redirectUris: string[];
            postLogoutRedirectUris: string[];
            grantTypes: components["schemas"]["OidcGrantType"][];
            /** @enum {string} */
            tokenEndpointAuthMethod: "client_secret_basic" | "client_secret_post" | "none";
            /** @description The tenant's own app: no consent page. */
            firstParty: boolean;
            hasClientSecret: boolean;
            /** Format: date-time */
            secretRotatedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A social connection, never with its client secret. `callbackUrl` is what to register at the provider. */
        Connection: {
            /** @description `con_…` */
            id: string;
            /** @enum {string} */
            type: "oidc" | "github";
            name: string;
            enabled: boolean;
            /** Format: uri */
            callbackUrl: string;
            clientId: string;
            /** @description The OpenID Connect issuer (`oidc`); null for `github`. */
            issuer: string | null;
            /** @description What is asked of the provider: `[openid, email, profile]` unless set (`oidc`); `[read:user, user:email]` (`github`). */
            scopes: string[];
            /** @description `github` only: where people authorize (https://github.com unless set). */
            githubUrl: string | null;
            /** @description `github` only: the REST API (https://api.github.com unless set). */
            apiUrl: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ConnectionPage: {
            items: components["schemas"]["Connection"][];
            nextCursor: null;
        };
        /** @description Shown on the sign-in page as "Continue with <name>". */
        ConnectionName: string;
        /** @description An OpenID Connect provider (`type: oidc`, by `issuer`) or GitHub (`type: github`); `type` decides which. */
        CreateConnectionRequest: components["schemas"]["CreateOidcConnectionRequest"] | components["schemas"]["CreateGithubConnectionRequest"];
        CreateOidcConnectionRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "oidc";
            name: components["schemas"]["ConnectionName"];
            /** @description Shown on the sign-in page (true when left out). */
            enabled?: boolean;
            issuer: components["schemas"]["HttpsUrl"];
            clientId: string;
            clientSecret: string;
            scopes?: components["schemas"]["ConnectionScopes"];
        };
        /** @description Scopes to ask the provider for, `openid` among them; `[openid, email, profile]` when never given. */
        ConnectionScopes: components["schemas"]["OidcScopes"] & unknown[];
        CreateGithubConnectionRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "github";
            name: components["schemas"]["ConnectionName"];
            /** @description Shown on the sign-in page (true when left out). */
            enabled?: boolean;
            clientId: string;
            clientSecret: string;
            githubUrl?: components["schemas"]["HttpsUrl"];
            apiUrl?: components["schemas"]["HttpsUrl"];
        };
        /** @description What changes; `issuer` and `scopes` only on an `oidc` connection, `githubUrl` and `apiUrl` only on a `github` one. */
        UpdateConnectionRequest: {
            name?: components["schemas"]["ConnectionName"];
            enabled?: boolean;
            clientId?: string;
            clientSecret?: string;
            issuer?: components["schemas"]["HttpsUrl"];
            scopes?: components["schemas"]["ConnectionScopes"];
            githubUrl?: components["schemas"]["HttpsUrl"];
            apiUrl?: components["schemas"]["HttpsUrl"];
        };
        Passkey: {
            /** @description `pk_…` */
            id: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** @description The credential is backed up (synced by its provider). */
            backedUp: boolean;
            /**
             * @description `multiDevice`: a synced passkey; `singleDevice`: bound to one authenticator.
             * @enum {string}
             */
            deviceType: "singleDevice" | "multiDevice";
            transports: string[];
        };
        PasskeyPage: {
            items: components["schemas"]["Passkey"][];
            nextCursor: null;
        };
        PasskeyCreationOptions: {
            /** @description PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3), for `PublicKeyCredential.parseCreationOptionsFromJSON()`. */
            options: {
                [key: string]: unknown;
            };
        };
        PasskeyRequestOptions: {
            /** @description PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3), for `PublicKeyCredential.parseRequestOptionsFromJSON()`. */
            options: {
                [key: string]: unknown;
            };
        };
        PasskeyName: string;
        /** @description A credential as the browser's `PublicKeyCredential.toJSON()` gives it: RegistrationResponseJSON or AuthenticationResponseJSON (WebAuthn Level 3); binary fields base64url. */
        WebauthnCredentialJson: {
            id: string;
            rawId: string;
            /** @constant */
            type: "public-key";
            /** @enum {string|null} */
            authenticatorAttachment?: "platform" | "cross-platform" | null;
            clientExtensionResults?: Record<string, never>;
            response: {
                clientDataJSON: string;
                attestationObject?: string;
                authenticatorData?: string;
                signature?: string;
                userHandle?: string | null;
                publicKey?: string;
                publicKeyAlgorithm?: number;
                transports?: string[];
            };
        };
        StartPasskeyRegistrationRequest: {
            /** @description The caller's current password; left out only by an account that has none. */
            password?: string;
        };
        RegisterPasskeyRequest: {
            response: components["schemas"]["WebauthnCredentialJson"];
            name?: components["schemas"]["PasskeyName"];
        };
        UpdatePasskeyRequest: {
            name: components["schemas"]["PasskeyName"];
        };
        DeletePasskeyRequest: {
            /** @description The caller's current password; left out only by an account that has none. */
            password?: string;
        };
        StartPasskeyLoginRequest: {
            email?: components["schemas"]["Email"];
        };
        FinishPasskeyLoginRequest: {
            response: components["schemas"]["WebauthnCredentialJson"];
        };
        OidcClientPage: {
            items: components["schemas"]["OidcClient"][];
            nextCursor: null;
        };
        /** @description A created or rotated client with its secret shown once: the client under its own name, the value as `secret` (docs/tenants-and-keys.md, Shown once). */
        OidcClientWithSecret: {
            oidcClient: components["schemas"]["OidcClient"];
            /**
             * @description The client secret, `gkcs_` + base64url of 32 random bytes; shown only here. Null for a public client, which has none.
             * @example gkcs_3q2-7wMfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwX1Y
             */
            secret: string | null;
        };
        CreateOidcClientRequest: {
            name: string;
            redirectUris?: components["schemas"]["OidcRedirectUris"];
            postLogoutRedirectUris?: components["schemas"]["OidcRedirectUris"];
            /** @description Default: authorization_code and refresh_token. */
            grantTypes?: components["schemas"]["OidcGrantType"][];
            /**
             * @description Default client_secret_basic; none: a public client (PKCE only).
             * @enum {string}
             */
            tokenEndpointAuthMethod?: "client_secret_basic" | "client_secret_post" | "none";
            /** @description Default false: people consent before the client gets their data. */
            firstParty?: boolean;
        };
        UpdateOidcClientRequest: {
            name?: string;
            redirectUris?: components["schemas"]["OidcRedirectUris"];
            postLogoutRedirectUris?: components["schemas"]["OidcRedirectUris"];
            grantTypes?: components["schemas"]["OidcGrantType"][];
            firstParty?: boolean;
        };
        OAuthError: {
            /** @description The OAuth error code. */
            error: string;
            error_description?: string;
        };
        /** @description An OAuth 2.0 form (`application/x-www-form-urlencoded`); the fields depend on the endpoint and grant, as its description says. Unknown fields are ignored, as OAuth requires. */
        OAuthForm: {
            [key: string]: string;
        };
        VerifyEmailForm: {
            token: string;
            csrf: string;
        };
        ResetPasswordForm: {
            token: string;
            csrf: string;
            password: string;
            code?: string;
        };
        AcceptInvitationForm: {
            token: string;
            csrf: string;
            email?: string;
            password?: string;
            challengeToken?: string;
            code?: string;
        };
        SignUpForm: {
            csrf: string;
            email: string;
            password: string;
            interaction?: string;
            invitation?: string;
        };
        /** @description `email` and `password`; or (the second step) `challengeToken` and `code`; or `ssoEmail`, to sign in through the identity provider of the address's organisation; or `connection`, a social connection's id; or `passkey`, the JSON text of `PublicKeyCredential.toJSON()` answering `startPasskeyLogin`'s options (the page's script posts it). */
        SignInForm: {
            passkey?: string;
            connection?: string;
            ssoEmail?: string;
            interaction: string;
            csrf: string;
            email?: string;
            password?: string;
            challengeToken?: string;
            code?: string;
        };
        ConsentForm: {
            interaction: string;
            csrf: string;
            /** @enum {string} */
            decision: "allow" | "deny";
        };
        SamlResponseForm: {
            /** @description The base64 SAML Response. */
            SAMLResponse: string;
            /** @description The state startSso gave the IdP; IdP-initiated, whatever the IdP sends (ignored). */
            RelayState?: string;
        };
        /** @description The config by `providerConfigId`, or by the user's `email` (its domain's one enabled config); not both. */
        StartSsoRequest: components["schemas"]["StartSsoByConfigRequest"] | components["schemas"]["StartSsoByEmailRequest"];
        StartSsoByConfigRequest: {
            providerConfigId: string;
            /** @description One of the config's allowedRedirectUris, exactly. */
            redirectUri: string;
            /** @description Echoed to the redirect URI as it is. */
            state?: string;
            /** @description BASE64URL(SHA-256(codeVerifier)), RFC 7636. */
            codeChallenge?: string;
            /** @enum {string} */
            codeChallengeMethod?: "S256";
        };
        StartSsoByEmailRequest: {
            /** Format: email */
            email: string;
            /** @description One of the config's allowedRedirectUris, exactly. */
            redirectUri: string;
            /** @description Echoed to the redirect URI as it is. */
            state?: string;
            /** @description BASE64URL(SHA-256(codeVerifier)), RFC 7636. */
            codeChallenge?: string;
            /** @enum {string} */
            codeChallengeMethod?: "S256";
        };
        SsoAuthorization: {
            /** @description The IdP's authorization URL: send the browser there. */
            url: string;
        };
        ExchangeSsoCodeRequest: {
            code: string;
            /** @description RFC 7636 code verifier; needed when startSso had a codeChallenge. */
            codeVerifier?: string;
        };
        SsoProfile: {
            providerConfigId: string;
            tenantId: string;
            /** @description The IdP's subject (`sub`). */
            subject: string;
            email: string;
            name: string | null;
        };
        SsoTokens: {
            accessToken: string;
            refreshToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Seconds until the access token expires. */
            expiresIn: number;
            user: components["schemas"]["User"];
            profile: components["schemas"]["SsoProfile"];
        };
        RefreshedTokens: {
            accessToken: string;
            refreshToken: string;
            /** @constant */
            tokenType: "Bearer";
            expiresIn: number;
        };
        MfaChallenge: {
            /** @constant */
            mfaRequired: true;
            challengeToken: string;
            /** @description How the challenge may be answered: `totp` and `recovery_code` always; `webauthn` when the user has a passkey (startMfaWebauthn). */
            methods: ("totp" | "recovery_code" | "webauthn")[];
            /** @description Seconds until the challenge expires. */
            expiresIn: number;
        };
        LogoutResult: {
            /** @constant */
            revoked: true;
        };
        EnrollTotpRequest: {
            /** @description The caller's current password. */
            password: string;
        };
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: components["schemas"]["Password"];
        };
        DeleteMeRequest: {
            /** @description The current password. */
            password: string;
        };
        ChangeEmailRequest: {
            newEmail: components["schemas"]["Email"];
            /** @description The current password. */
            password: string;
        };
        EmailChangeRequested: {
            /** @constant */
            sent: true;
            /** @description The address the confirmation link went to. */
            email: string;
        };
        IssueTenantTokenRequest: {
            tenantId: string;
        };
        TenantAccessToken: {
            /** @description A JWT like `Tokens.accessToken`, with the claims `tid`, `role` and `permissions` besides. */
            accessToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Seconds until the token expires. */
            expiresIn: number;
            tenantId: string;
            /** @description The caller's role in the tenant, as the token states it. */
            role: string;
            /** @description That role's permission strings (built-in roles: `tenant:*`, `tenant:manage`, `tenant:read`). */
            permissions: string[];
        };
        PasswordChanged: {
            /** @description Other sessions that were live and are now ended. */
            revokedSessions: number;
        };
        LogoutAllResult: {
            /** @description Sessions that were live and are now ended. */
            revokedSessions: number;
        };
        Session: {
            id: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The latest sign-in or refresh.
             */
            lastUsedAt: string;
            /**
             * Format: date-time
             * @description Its absolute end (`SESSION_MAX_AGE` after it started); refreshing never moves it.
             */
            expiresAt: string;
            /** @description The client address of the latest sign-in or refresh. */
            ip: string | null;
            /** @description The `User-Agent` of the latest sign-in or refresh (at most 512 characters). */
            userAgent: string | null;
            /** @description Whether this is the session of the access token that asked. */
            current: boolean;
        };
        SessionPage: {
            items: components["schemas"]["Session"][];
            nextCursor: string | null;
        };
        TotpEnrollment: {
            /** @description Base32 TOTP secret (SHA-1, 6 digits, 30 s). */
            secret: string;
            /** @description `otpauth://totp/…` URI for a QR code. */
            otpauthUrl: string;
        };
        RecoveryCodes: {
            recoveryCodes: string[];
        };
        MfaStatus: {
            mfaEnabled: boolean;
        };
        /**
         * @description `queued` (waiting for its first or next attempt), `running`, then one of `succeeded`, `failed` (attempts exhausted or not retryable), `cancelled`.
         * @enum {string}
         */
        JobStatus: "queued" | "running" | "succeeded" | "failed" | "cancelled";
        /**
         * @description `webhooks.deliver` jobs are queued by changes (one per subscribed endpoint); `auth.password_reset_mail` by each `requestPasswordReset` (the account lookup, link and mail, after the answer). The server schedules `api_keys.expire_sweep`, `jobs.prune` (finished jobs and deliveries older than JOB_RETENTION_DAYS) and `auth.prune_throttles` (login and second-factor counters that no longer change a decision) itself, once per JOB_MAINTENANCE_INTERVAL_MS across all instances, and `audit.checkpoint` (signing the audit logs that grew) once per AUDIT_CHECKPOINT_SECONDS (`createdBy: system`). Operators may also create `webhooks.redeliver` and `api_keys.expire_sweep`.
         * @enum {string}
         */
        JobType: "webhooks.deliver" | "webhooks.redeliver" | "api_keys.expire_sweep" | "jobs.prune" | "auth.prune_throttles" | "auth.password_reset_mail" | "audit.checkpoint";
        Job: {
            /** @example job_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            type: components["schemas"]["JobType"];
            status: components["schemas"]["JobStatus"];
            payload: {
                [key: string]: unknown;
            };
            /** @description Attempts started so far. */
            attempts: number;
            maxAttempts: number;
            /**
             * Format: date-time
             * @description When the job is (or was) due; after a failure, the time of the next attempt.
             */
            runAt: string;
            /** @description The error of the most recent failed attempt. */
            lastError: string | null;
            result: {
                [key: string]: unknown;
            } | null;
            /** @description The service account or user that queued it, or `system`. */
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date-time
             * @description Start of the most recent attempt.
             */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
        };
        JobPage: {
            items: components["schemas"]["Job"][];
            nextCursor: string | null;
        };
        /** @description An operator job; `payload` depends on `type`. */
        CreateJobRequest: components["schemas"]["CreateExpireSweepJob"] | components["schemas"]["CreateRedeliverJob"];
        CreateExpireSweepJob: {
            /** @constant */
            type: "api_keys.expire_sweep";
            payload: Record<string, never>;
            /** Format: date-time */
            runAt?: string;
        };
        CreateRedeliverJob: {
            /** @constant */
            type: "webhooks.redeliver";
            payload: {
                tenantId: string;
                /** @description Only this endpoint's deliveries. */
                endpointId?: string;
                /**
                 * Format: date-time
                 * @description Only deliveries created at or after this time.
                 */
                since?: string;
            };
            /** Format: date-time */
            runAt?: string;
        };
        /** @enum {string} */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed" | "cancelled";
        WebhookDelivery: {
            /** @example whd_01JD6X4Z8Q2W3E4R5T6Y7U8I9O */
            id: string;
            tenantId: string;
            endpointId: string;
            /** @description The `webhook-id` header: the audit event's id, the same on every attempt and redelivery. */
            messageId: string;
            eventType: components["schemas"]["WebhookEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            /** @description Attempts made, across redeliveries. */
            attempts: number;
            /** @description The HTTP status of the last answer; null when the last attempt got none. */
            lastResponseStatus: number | null;
            lastError: string | null;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** @description The job of the current series of attempts (see the platform jobs routes). */
            jobId: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One attempt at sending a `webhook.test` event (sendTestWebhookEvent). */
        WebhookTestDelivery: {
            /** @description The `webhook-id` header sent, also the id of the `webhook_endpoint.tested` audit event. */
            messageId: string;
            endpointId: string;
            /** @constant */
            eventType: "webhook.test";
            /**
             * @description `succeeded` when the endpoint answered 2xx.
             * @enum {string}
             */
            status: "succeeded" | "failed";
            /** @description The endpoint's HTTP status; null when there was no answer. */
            responseStatus: number | null;
            /** @description Why the attempt failed (a non-2xx answer, a refused address, DNS, connection, time-out); null on success. */
            error: string | null;
            /** @description From the start of the attempt to the end of the endpoint's answer (or the failure). */
            durationMs: number;
            /** Format: date-time */
            attemptedAt: string;
        };
        WebhookDeliveryPage: {
            items: components["schemas"]["WebhookDelivery"][];
            nextCursor: string | null;
        };
        RemovedMember: {
            userId: string;
            tenantId: string;
            /** @description The role the member had. */
            role: string;
        };
        /** @description The body of a `tenant.updated` delivery. The tenant was renamed, its slug changed or its metadata replaced. */
        TenantUpdatedEvent: {
            /** @constant */
            type: "tenant.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Tenant"];
        };
        /** @description The body of a `webhook.test` delivery, sent only by sendTestWebhookEvent, to the one endpoint it names, whatever the endpoint subscribes to. */
        WebhookTestEvent: {
            /** @constant */
            type: "webhook.test";
            /**
             * Format: date-time
             * @description When the test was requested.
             */
            timestamp: string;
            tenantId: string;
            data: {
                /** @description The endpoint the test was sent to. */
                endpointId: string;
            };
        };
        /** @description The body of a `member.added` delivery. A user joined the tenant. */
        MemberAddedEvent: {
            /** @constant */
            type: "member.added";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Member"];
        };
        /** @description The body of a `member.removed` delivery. A member left or was removed. */
        MemberRemovedEvent: {
            /** @constant */
            type: "member.removed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["RemovedMember"];
        };
        /** @description The body of a `member.role_changed` delivery. A member got another role. */
        MemberRoleChangedEvent: {
            /** @constant */
            type: "member.role_changed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Member"];
        };
        /** @description The body of a `role.created` delivery. A custom role was created. */
        RoleCreatedEvent: {
            /** @constant */
            type: "role.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Role"];
        };
        /** @description The body of a `role.updated` delivery. A custom role was changed. */
        RoleUpdatedEvent: {
            /** @constant */
            type: "role.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Role"];
        };
        /** @description The body of a `role.deleted` delivery. A custom role was deleted. */
        RoleDeletedEvent: {
            /** @constant */
            type: "role.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Deleted"];
        };
        /** @description The body of a `provider_config.created` delivery. An identity-provider configuration was created (secrets never included). */
        ProviderConfigCreatedEvent: {
            /** @constant */
            type: "provider_config.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["ProviderConfig"];
        };
        /** @description The body of a `provider_config.updated` delivery. An identity-provider configuration was changed. */
        ProviderConfigUpdatedEvent: {
            /** @constant */
            type: "provider_config.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["ProviderConfig"];
        };
        /** @description The body of a `provider_config.deleted` delivery. An identity-provider configuration was deleted. */
        ProviderConfigDeletedEvent: {
            /** @constant */
            type: "provider_config.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Deleted"];
        };
        /** @description The body of a `webhook_endpoint.created` delivery. A webhook endpoint was created. */
        WebhookEndpointCreatedEvent: {
            /** @constant */
            type: "webhook_endpoint.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["WebhookEndpoint"];
        };
        /** @description The body of a `webhook_endpoint.updated` delivery. A webhook endpoint was changed. */
        WebhookEndpointUpdatedEvent: {
            /** @constant */
            type: "webhook_endpoint.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["WebhookEndpoint"];
        };
        /** @description The body of a `webhook_endpoint.deleted` delivery. A webhook endpoint was deleted. */
        WebhookEndpointDeletedEvent: {
            /** @constant */
            type: "webhook_endpoint.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Deleted"];
        };
        /** @description The body of a `webhook_endpoint.disabled` delivery. Gatekeep disabled a webhook endpoint: it answered 410 Gone, or every attempt at it failed for WEBHOOK_DISABLE_AFTER_DAYS (5 days by default). The audit event `webhook_endpoint.disabled` says which. Sent to the tenant's other endpoints; re-enable with `updateWebhookEndpoint`. */
        WebhookEndpointDisabledEvent: {
            /** @constant */
            type: "webhook_endpoint.disabled";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["WebhookEndpoint"];
        };
        /** @description The body of a `api_key.created` delivery. An API key was created (never the key itself). */
        ApiKeyCreatedEvent: {
            /** @constant */
            type: "api_key.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["ApiKey"];
        };
        /** @description The body of a `api_key.revoked` delivery. An API key was revoked. */
        ApiKeyRevokedEvent: {
            /** @constant */
            type: "api_key.revoked";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["ApiKey"];
        };
        /** @description The body of a `api_key.expired` delivery. An API key reached its expiresAt (recorded by the api_keys.expire_sweep job). */
        ApiKeyExpiredEvent: {
            /** @constant */
            type: "api_key.expired";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["ApiKey"];
        };
        /** @description The body of a `member.invited` delivery. An address was invited to the tenant (createInvitation, or addMember for an unverified address). */
        MemberInvitedEvent: {
            /** @constant */
            type: "member.invited";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Invitation"];
        };
        /** @description The body of a `member.invitation_accepted` delivery. An invitation was accepted; `member.added` follows for the new member. */
        MemberInvitationAcceptedEvent: {
            /** @constant */
            type: "member.invitation_accepted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Invitation"];
        };
        /** @description The body of a `member.invitation_revoked` delivery. A pending invitation was revoked, or replaced by a new one to the same address. */
        MemberInvitationRevokedEvent: {
            /** @constant */
            type: "member.invitation_revoked";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Invitation"];
        };
        /** @description The body of a `user.email_verified` delivery. A member of the tenant verified their email address. */
        UserEmailVerifiedEvent: {
            /** @constant */
            type: "user.email_verified";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["AccountChange"];
        };
        /** @description The body of a `user.password_changed` delivery. A member of the tenant changed their password; their other sessions ended. */
        UserPasswordChangedEvent: {
            /** @constant */
            type: "user.password_changed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["AccountChange"];
        };
        /** @description The body of a `user.updated` delivery. A member of the tenant changed their profile (their display name). */
        UserUpdatedEvent: {
            /** @constant */
            type: "user.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["AccountChange"];
        };
        /** @description The body of a `user.password_reset` delivery. A member of the tenant reset their password through a mailed link; all their sessions ended. */
        UserPasswordResetEvent: {
            /** @constant */
            type: "user.password_reset";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["AccountChange"];
        };
        /** @description The body of a `user.deleted` delivery. A member of the tenant's account was deleted, by the user or a platform operator; their membership ended with it. */
        UserDeletedEvent: {
            /** @constant */
            type: "user.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["AccountChange"];
        };
        /** @description The body of a `user.disabled` delivery. A platform operator disabled a member of the tenant's account: their sessions ended and every credential of theirs is refused until it is enabled again. */
        UserDisabledEvent: {
            /** @constant */
            type: "user.disabled";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["AccountChange"];
        };
        /** @description A user of one of the tenant's directories, as SCIM left it, and the account it stands for. */
        DirectoryUserChange: {
            directoryId: string;
            /** @description The SCIM id. */
            id: string;
            userName: string;
            externalId: string | null;
            active: boolean;
            /** @description The Gatekeep account, once there is one (a managed account, or an invited person who joined). */
            userId: string | null;
        };
        /** @description A group of one of the tenant's directories. */
        DirectoryGroupChange: {
            directoryId: string;
            /** @description The SCIM id. */
            id: string;
            displayName: string;
            externalId: string | null;
        };
        /** @description The body of a `directory.user.created` delivery. The tenant's directory provisioned a user (SCIM). */
        DirectoryUserCreatedEvent: {
            /** @constant */
            type: "directory.user.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["DirectoryUserChange"];
        };
        /** @description The body of a `directory.user.updated` delivery. A user of the tenant's directory changed (SCIM PUT or PATCH). */
        DirectoryUserUpdatedEvent: {
            /** @constant */
            type: "directory.user.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["DirectoryUserChange"];
        };
        /** @description The body of a `directory.user.deactivated` delivery. The tenant's directory deactivated a user (`active: false`): the membership ended, and a managed account was disabled. */
        DirectoryUserDeactivatedEvent: {
            /** @constant */
            type: "directory.user.deactivated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["DirectoryUserChange"];
        };
        /** @description The body of a `directory.user.deleted` delivery. The tenant's directory deleted a user: the membership ended, and a managed account was disabled. */
        DirectoryUserDeletedEvent: {
            /** @constant */
            type: "directory.user.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["DirectoryUserChange"];
        };
        /** @description The body of a `directory.group.created` delivery. The tenant's directory created a group (SCIM). */
        DirectoryGroupCreatedEvent: {
            /** @constant */
            type: "directory.group.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["DirectoryGroupChange"];
        };
        /** @description The body of a `directory.group.updated` delivery. A group of the tenant's directory changed: its name or its members (roles follow). */
        DirectoryGroupUpdatedEvent: {
            /** @constant */
            type: "directory.group.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["DirectoryGroupChange"];
        };
        /** @description The body of a `directory.group.deleted` delivery. The tenant's directory deleted a group. */
        DirectoryGroupDeletedEvent: {
            /** @constant */
            type: "directory.group.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["DirectoryGroupChange"];
        };
        /** @description The body of an `audit.checkpoint` delivery. The tenant's audit log was checkpointed: keep it, and verify later exports against it. */
        AuditCheckpointEvent: {
            /** @constant */
            type: "audit.checkpoint";
            /**
             * Format: date-time
             * @description When the checkpoint was sent.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["AuditCheckpoint"];
        };
        /** @description A member's passkey, added to or removed from their account, sent to every tenant the user is a member of. */
        PasskeyChange: {
            userId: string;
            /** Format: email */
            email: string;
            passkeyId: string;
        };
        /** @description The body of a `passkey.registered` delivery. A member of the tenant added a passkey to their account. */
        PasskeyRegisteredEvent: {
            /** @constant */
            type: "passkey.registered";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["PasskeyChange"];
        };
        /** @description The body of a `passkey.deleted` delivery. A member of the tenant removed a passkey from their account. */
        PasskeyDeletedEvent: {
            /** @constant */
            type: "passkey.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["PasskeyChange"];
        };
        /** @description A change to a user's own account, sent to every tenant the user is a member of. */
        AccountChange: {
            userId: string;
            /** Format: email */
            email: string;
        };
        /** @description The body of a `domain.created` delivery. A domain was claimed; it is pending until its TXT record is verified. */
        DomainCreatedEvent: {
            /** @constant */
            type: "domain.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Domain"];
        };
        /** @description The body of a `domain.verified` delivery. The tenant proved it controls a domain: its TXT record answered the challenge. */
        DomainVerifiedEvent: {
            /** @constant */
            type: "domain.verified";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Domain"];
        };
        /** @description The body of a `domain.deleted` delivery. A domain was given up; if it was verified, another tenant may now verify it. */
        DomainDeletedEvent: {
            /** @constant */
            type: "domain.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Domain"];
        };
        /** @description The body of a `oidc_client.created` delivery. An OIDC client was registered (never its secret). */
        OidcClientCreatedEvent: {
            /** @constant */
            type: "oidc_client.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["OidcClient"];
        };
        /** @description The body of a `oidc_client.updated` delivery. An OIDC client was changed. */
        OidcClientUpdatedEvent: {
            /** @constant */
            type: "oidc_client.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["OidcClient"];
        };
        /** @description The body of a `oidc_client.secret_rotated` delivery. An OIDC client was given a new secret; the old one no longer works (never the secret itself). */
        OidcClientSecretRotatedEvent: {
            /** @constant */
            type: "oidc_client.secret_rotated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["OidcClient"];
        };
        /** @description The body of a `oidc_client.deleted` delivery. An OIDC client was deleted. */
        OidcClientDeletedEvent: {
            /** @constant */
            type: "oidc_client.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["Deleted"];
        };
        /** @description Who signed in, through which provider config. */
        SsoSignIn: {
            providerConfigId: string;
            tenantId: string;
            userId: string;
            subject: string;
            email: string;
            name: string | null;
        };
        /** @description A refused sign-in through a provider config. */
        SsoSignInFailure: {
            providerConfigId: string;
            tenantId: string;
            /** @description A Gatekeep error code (`SSO_NOT_PROVISIONED`, …) or the IdP's OAuth error (`access_denied`, `invalid_idp_answer`, …). */
            reason: string;
            subject: string | null;
            email: string | null;
        };
        /** @description The body of a `sso.login` delivery. A user signed in through one of the tenant's identity providers. */
        SsoLoginEvent: {
            /** @constant */
            type: "sso.login";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["SsoSignIn"];
        };
        /** @description The body of a `sso.login_failed` delivery. A sign-in through one of the tenant's identity providers was refused; `reason` says why. */
        SsoLoginFailedEvent: {
            /** @constant */
            type: "sso.login_failed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["SsoSignInFailure"];
        };
        /** @description The body of a `sso.user_provisioned` delivery. A first sign-in through an identity provider created the user (just-in-time provisioning). */
        SsoUserProvisionedEvent: {
            /** @constant */
            type: "sso.user_provisioned";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["SsoSignIn"];
        };
        /** @description The body of a `sso.account_linked` delivery. A first sign-in through an identity provider joined an existing account with the same address. */
        SsoAccountLinkedEvent: {
            /** @constant */
            type: "sso.account_linked";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            timestamp: string;
            tenantId: string;
            data: components["schemas"]["SsoSignIn"];
        };
    };
    responses: {
        /** @description A SCIM error body (not the envelope), with `scimType` where RFC 7644 gives one. */
        ScimError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
        /** @description `VALIDATION_FAILED`: the body, path, query or JSON is malformed; the message names the field. `WEAK_PASSWORD` (signup and changePassword only): the new password is on the common-password list, or a few characters repeated, or a run of consecutive characters; the message names the field, never the password. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `INVALID_CREDENTIAL`, `TOKEN_EXPIRED` (the access token's signature verified but its `exp` has passed: refresh it), `UNAUTHENTICATED` or `INVALID_MFA_CODE`. */
        Unauthorized: {
            headers: {
                /** @description On every 401 (RFC 6750). `Bearer realm="gatekeep", error="invalid_token", error_description="…"` when the `Authorization: Bearer` credential itself was refused (`TOKEN_EXPIRED`, or `INVALID_CREDENTIAL` for the token); the bare `Bearer realm="gatekeep"` when none was sent or a password, code or link in the body was wrong. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `EMAIL_TAKEN`, `SLUG_TAKEN`, `LAST_OWNER`, `DOMAIN_TAKEN`, `SSO_ACCOUNT_CONFLICT` or `CONFLICT`. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `NOT_A_MEMBER`, `INSUFFICIENT_ROLE`, `OWNER_REQUIRED`, `PERMISSION_DENIED`, `SERVICE_ACCOUNT_REQUIRED`, `PERMISSION_NOT_DELEGABLE`, `PLAN_LIMIT_REACHED`, `EMAIL_NOT_VERIFIED`, `ACCOUNT_DISABLED`, `INVITATION_EMAIL_MISMATCH`, `SIGNUP_CLOSED`, `SSO_REQUIRED`, `SSO_EMAIL_OUTSIDE_DOMAINS` or `SSO_NOT_PROVISIONED`. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `NOT_FOUND`: no such resource in this tenant, or (on `hideNotFound` routes) a tenant the caller is not a member of; the two answers are identical. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `PAYLOAD_TOO_LARGE`: the body is over the server's limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `RATE_LIMITED`: wait the number of seconds in `Retry-After`. */
        TooManyRequests: {
            headers: {
                /** @description Whole seconds to wait before trying again. */
                "Retry-After"?: number;
                /** @description Requests allowed per window in this bucket (rate-limited routes only). */
                "RateLimit-Limit"?: number;
                /** @description Requests left in the current window. */
                "RateLimit-Remaining"?: number;
                /** @description Seconds until the window resets. */
                "RateLimit-Reset"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description On with the flow: to the hosted sign-in page, to the client's redirect URI (`code`, `state`, `iss`; or `error`, `error_description`, `state`, `iss`), or after logout to `post_logout_redirect_uri`. */
        OAuthRedirect: {
            headers: {
                /** @description Where the browser goes. */
                Location?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description `response_mode=form_post`: a page that posts the answer to the client's redirect URI. */
        OAuthFormPost: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description An OAuth error the provider cannot send to the client (unknown client, unregistered redirect URI, an expired step), as a page for the person. */
        OAuthErrorPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description The logout confirmation, or the page saying the person is signed out. */
        OAuthLogoutPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description An OAuth error (RFC 6749 section 5.2): `invalid_request`, `invalid_grant`, `unsupported_grant_type`, `invalid_scope`, `unauthorized_client`... */
        OAuthInvalidRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description `invalid_client`: the client's authentication failed. */
        OAuthInvalidClient: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description `invalid_token` (RFC 6750): no access token of the provider, or one that is expired, revoked or ended with its session. */
        OAuthInvalidToken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description `insufficient_scope`: the token was not granted `openid`. */
        OAuthInsufficientScope: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description `server_error` with 503: the database cannot answer; nothing was issued. Retry after `Retry-After`. */
        OAuthUnavailable: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
                "text/html": string;
            };
        };
        /** @description The page (sign-in form, second-factor form or consent). */
        HostedPage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description On to the OpenID Provider, which continues the flow. */
        HostedPageRedirect: {
            headers: {
                /** @description The provider's resume URL (or, when the person was refused, the client's redirect URI with the error). */
                Location?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A page saying the interaction is unknown, expired, finished or another browser's (HTML); or `VALIDATION_FAILED` for a request no form could send (`WEAK_PASSWORD` does not arise: no page here sets a password). */
        HostedPageInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The form again, with the reason the sign-in was refused, in words (HTML): what the API would answer as `INVALID_CREDENTIAL` or `INVALID_MFA_CODE` (`TOKEN_EXPIRED` and `UNAUTHENTICATED` do not arise: the pages take no bearer token). */
        HostedPageRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description The form again, saying to wait (HTML); or `RATE_LIMITED` from the route's bucket. Both send `Retry-After`. */
        HostedPageThrottled: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The page again, saying why this account cannot do this (HTML). */
        HostedPageForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description The form again, saying the address already has an account (HTML). */
        HostedPageConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description `NOT_FOUND`: no OpenID Provider runs (`SIGNING_KEY=off`). */
        HostedPagesOff: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `SERVICE_UNAVAILABLE`, `IDENTITY_BACKEND_UNAVAILABLE` or `SIGNING_UNCONFIGURED`: a backing store cannot answer; nothing was changed. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: {
        /** @description The token of the link the mail carried. */
        LinkToken: string;
        /** @description The interaction the OpenID Provider began (it puts it in the URL it redirects to). */
        InteractionQuery: string;
        TenantId: string;
        UserId: string;
        InvitationId: string;
        ClientId: string;
        PasskeyId: string;
        ConnectionId: string;
        DomainId: string;
        ScimId: string;
        ScimResourceTypeId: string;
        ScimSchemaId: string;
        /** @description A SCIM filter (RFC 7644 §3.4.2.2). */
        ScimFilter: string;
        /** @description The 1-based index of the first result (values below 1 count as 1). */
        ScimStartIndex: number;
        /** @description How many results at most (0 to 1,000; the default is 1,000). */
        ScimCount: number;
        /** @description Comma-separated attribute paths to return (besides `id` and `schemas`). */
        ScimAttributes: string;
        /** @description Comma-separated attribute paths to leave out. */
        ScimExcludedAttributes: string;
        /** @description The ETag of the copy the client holds (or a list of them, or `*`); when one is the current document's, the answer is 304 with no body. Any other value gets the whole document. */
        IfNoneMatch: string;
        /** @description The `meta.version` (ETag) the change expects, or `*`; any other value matches no version (412). */
        ScimIfMatch: string;
        DirectoryId: string;
        RoleId: string;
        ConfigId: string;
        DeliveryId: string;
        JobId: string;
        EndpointId: string;
        ServiceAccountId: string;
        PlanId: string;
        SessionId: string;
        KeyId: string;
        /**
         * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
         *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
         *     whole number) means 50.
         */
        Limit: number | string;
        /** @description The `nextCursor` of the previous page; opaque. */
        Cursor: string;
        /** @description Only events with exactly this action, e.g. `member.added`; or, ending in `.*`, every action of that group, e.g. `directory.*` for `directory.created` and `directory.user.deactivated` alike (as Stripe filters event types). */
        AuditAction: string;
        /** @description Only events at or after this instant. After `until`, 400 `VALIDATION_FAILED`. */
        Since: string;
        /** @description Only events before this instant. */
        Until: string;
    };
    requestBodies: never;
    headers: {
        /** @description The document's strong validator; send it back as `If-None-Match`. */
        DocumentETag: string;
        /** @description `public, max-age=60`: any cache may keep the document a minute. A verifier that meets an unknown `kid` fetches it again. */
        DocumentCacheControl: string;
        /** @description The absolute URL of the created resource (its `meta.location`). */
        ScimLocation: string;
        /** @description The resource's version (`meta.version`), a weak ETag. */
        ScimETag: string;
        /** @description Where the new resource lives: the path of the first of this response's `links`, with its parameters filled in. */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers, and so does Redis when `REDIS_URL` is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Health"];
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Health"];
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers, and so does Redis when `REDIS_URL` is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Health"];
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startOidcAuthorization: {
        parameters: {
            query: {
                client_id: string;
                response_type: string;
                redirect_uri?: string;
                scope?: string;
                state?: string;
                nonce?: string;
                code_challenge?: string;
                code_challenge_method?: string;
                prompt?: string;
                max_age?: string;
                response_mode?: string;
                request_uri?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OAuthFormPost"];
            303: components["responses"]["OAuthRedirect"];
            400: components["responses"]["OAuthErrorPage"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    completeOidcAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OAuthFormPost"];
            303: components["responses"]["OAuthRedirect"];
            400: components["responses"]["OAuthErrorPage"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    createPushedAuthorizationRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthForm"];
            };
        };
        responses: {
            /** @description The request's `request_uri` and `expires_in`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["OAuthInvalidRequest"];
            401: components["responses"]["OAuthInvalidClient"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    issueOidcToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthForm"];
            };
        };
        responses: {
            /** @description `access_token`, `token_type`, `expires_in`, `scope`, and `id_token` and `refresh_token` when the grant gives them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["OAuthInvalidRequest"];
            401: components["responses"]["OAuthInvalidClient"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    getOidcUserinfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claims. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sub: string;
                    };
                };
            };
            400: components["responses"]["OAuthInvalidRequest"];
            401: components["responses"]["OAuthInvalidToken"];
            403: components["responses"]["OAuthInsufficientScope"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    revokeOidcToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthForm"];
            };
        };
        responses: {
            /** @description Revoked, or unknown: the same answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["OAuthInvalidRequest"];
            401: components["responses"]["OAuthInvalidClient"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    introspectOidcToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthForm"];
            };
        };
        responses: {
            /** @description `active`, and for an active token `sub`, `client_id`, `scope`, `exp`, `iat`, `iss`, `token_type`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                    };
                };
            };
            400: components["responses"]["OAuthInvalidRequest"];
            401: components["responses"]["OAuthInvalidClient"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    startOidcLogout: {
        parameters: {
            query?: {
                id_token_hint?: string;
                post_logout_redirect_uri?: string;
                state?: string;
                client_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OAuthLogoutPage"];
            400: components["responses"]["OAuthErrorPage"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    confirmOidcLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthForm"];
            };
        };
        responses: {
            200: components["responses"]["OAuthFormPost"];
            303: components["responses"]["OAuthRedirect"];
            400: components["responses"]["OAuthErrorPage"];
            503: components["responses"]["OAuthUnavailable"];
        };
    };
    getOidcLogoutDone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OAuthLogoutPage"];
        };
    };
    getSignInPage: {
        parameters: {
            query: {
                /** @description The interaction the OpenID Provider began (it puts it in the URL it redirects to). */
                interaction: components["parameters"]["InteractionQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HostedPage"];
            303: components["responses"]["HostedPageRedirect"];
            400: components["responses"]["HostedPageInvalid"];
            404: components["responses"]["HostedPagesOff"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SignInForm"];
            };
        };
        responses: {
            200: components["responses"]["HostedPage"];
            303: components["responses"]["HostedPageRedirect"];
            400: components["responses"]["HostedPageInvalid"];
            401: components["responses"]["HostedPageRefused"];
            404: components["responses"]["HostedPagesOff"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["HostedPageThrottled"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeSsoSignIn: {
        parameters: {
            query: {
                state: string;
                code?: string;
                error?: string;
                error_description?: string;
                error_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HostedPage"];
            303: components["responses"]["HostedPageRedirect"];
            400: components["responses"]["HostedPageInvalid"];
            401: components["responses"]["HostedPageRefused"];
            404: components["responses"]["HostedPagesOff"];
            429: components["responses"]["HostedPageThrottled"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeSocialSignIn: {
        parameters: {
            query: {
                state: string;
                code?: string;
                error?: string;
                error_description?: string;
                error_uri?: string;
                /** @description The provider's issuer (RFC 9207), checked when the provider declares it sends one. */
                iss?: string;
                scope?: string;
                /** @description Sent by Google; ignored. */
                authuser?: string;
                /** @description Sent by Google; ignored. */
                hd?: string;
                /** @description Sent by Google; ignored. */
                prompt?: string;
            };
            header?: never;
            path: {
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HostedPage"];
            303: components["responses"]["HostedPageRedirect"];
            400: components["responses"]["HostedPageInvalid"];
            401: components["responses"]["HostedPageRefused"];
            404: components["responses"]["HostedPagesOff"];
            429: components["responses"]["HostedPageThrottled"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSignUpPage: {
        parameters: {
            query?: {
                interaction?: string;
                invitation?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HostedPage"];
            400: components["responses"]["HostedPageInvalid"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SignUpForm"];
            };
        };
        responses: {
            200: components["responses"]["HostedPage"];
            303: components["responses"]["HostedPageRedirect"];
            400: components["responses"]["HostedPageInvalid"];
            403: components["responses"]["HostedPageForbidden"];
            409: components["responses"]["HostedPageConflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["HostedPageThrottled"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ConsentForm"];
            };
        };
        responses: {
            200: components["responses"]["HostedPage"];
            303: components["responses"]["HostedPageRedirect"];
            400: components["responses"]["HostedPageInvalid"];
            404: components["responses"]["HostedPagesOff"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVerifyEmailPage: {
        parameters: {
            query: {
                /** @description The token of the link the mail carried. */
                token: components["parameters"]["LinkToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HostedPage"];
            400: components["responses"]["HostedPageInvalid"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["VerifyEmailForm"];
            };
        };
        responses: {
            200: components["responses"]["HostedPage"];
            400: components["responses"]["HostedPageInvalid"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["HostedPageThrottled"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getResetPasswordPage: {
        parameters: {
            query: {
                /** @description The token of the link the mail carried. */
                token: components["parameters"]["LinkToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HostedPage"];
            400: components["responses"]["HostedPageInvalid"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completePasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ResetPasswordForm"];
            };
        };
        responses: {
            200: components["responses"]["HostedPage"];
            400: components["responses"]["HostedPageInvalid"];
            401: components["responses"]["HostedPageRefused"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["HostedPageThrottled"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAcceptInvitationPage: {
        parameters: {
            query: {
                /** @description The token of the link the mail carried. */
                token: components["parameters"]["LinkToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HostedPage"];
            400: components["responses"]["HostedPageInvalid"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeInvitationAcceptance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AcceptInvitationForm"];
            };
        };
        responses: {
            200: components["responses"]["HostedPage"];
            400: components["responses"]["HostedPageInvalid"];
            401: components["responses"]["HostedPageRefused"];
            403: components["responses"]["HostedPageForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["HostedPageThrottled"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePortalSessionRequest"];
            };
        };
        responses: {
            /** @description The access token; the refresh token is in the Set-Cookie header. */
            200: {
                headers: {
                    /** @description The portal's refresh-token cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PortalAccessToken"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshPortalSessionRequest"];
            };
        };
        responses: {
            /** @description The access token; the next refresh token is in the Set-Cookie header. */
            200: {
                headers: {
                    /** @description The portal's refresh-token cookie, rotated. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PortalAccessToken"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRootJwks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy the client holds (or a list of them, or `*`); when one is the current document's, the answer is 304 with no body. Any other value gets the whole document. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWKS document, without the envelope. */
            200: {
                headers: {
                    ETag: components["headers"]["DocumentETag"];
                    "Cache-Control": components["headers"]["DocumentCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
            /** @description Not Modified, no body. `If-None-Match` named the current document's ETag. */
            304: {
                headers: {
                    ETag: components["headers"]["DocumentETag"];
                    "Cache-Control": components["headers"]["DocumentCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
        };
    };
    getOpenIdConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The discovery document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenIdConfiguration"];
                };
            };
        };
    };
    getAuditCheckpointKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys, without the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditCheckpointKeys"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy the client holds (or a list of them, or `*`); when one is the current document's, the answer is 304 with no body. Any other value gets the whole document. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWKS document, without the envelope. */
            200: {
                headers: {
                    ETag: components["headers"]["DocumentETag"];
                    "Cache-Control": components["headers"]["DocumentCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
            /** @description Not Modified, no body. `If-None-Match` named the current document's ETag. */
            304: {
                headers: {
                    ETag: components["headers"]["DocumentETag"];
                    "Cache-Control": components["headers"]["DocumentCacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description The user was created; tokens for a new session. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tokens"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Tokens, or an MFA challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tokens"] | components["schemas"]["MfaChallenge"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartPasskeyLoginRequest"];
            };
        };
        responses: {
            /** @description The request options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    finishPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinishPasskeyLoginRequest"];
            };
        };
        responses: {
            /** @description Tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tokens"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description A new access token and the next refresh token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["RefreshedTokens"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description The session, if there was one, is revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["LogoutResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logoutAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["LogoutAllResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    issueTenantToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueTenantTokenRequest"];
            };
        };
        responses: {
            /** @description The tenant-scoped access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TenantAccessToken"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyEmailRequest"];
            };
        };
        responses: {
            /** @description The address is verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link was handed to the mail server. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["VerificationEmailSent"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Accepted; a link is on its way if an account has the address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PasswordResetRequested"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordResetRequest"];
            };
        };
        responses: {
            /** @description The password is set; every session has ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PasswordResetDone"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startMfaWebauthn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartMfaWebauthnRequest"];
            };
        };
        responses: {
            /** @description The request options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyMfaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyMfaChallengeRequest"];
            };
        };
        responses: {
            /** @description Tokens for a new session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tokens"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user the access token was issued to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteMeRequest"];
            };
        };
        responses: {
            /** @description The account is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeRequest"];
            };
        };
        responses: {
            /** @description The user as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MeExport"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEmailRequest"];
            };
        };
        responses: {
            /** @description The link is on its way to the new address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["EmailChangeRequested"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PasswordChanged"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartPasskeyRegistrationRequest"];
            };
        };
        responses: {
            /** @description The creation options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PasskeyCreationOptions"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPasskeys: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every passkey of the caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PasskeyPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterPasskeyRequest"];
            };
        };
        responses: {
            /** @description The passkey. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeletePasskeyRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passkeyId: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePasskeyRequest"];
            };
        };
        responses: {
            /** @description The passkey as renamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SessionPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: components["parameters"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["LogoutResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enrollTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollTotpRequest"];
            };
        };
        responses: {
            /** @description The new TOTP secret (base32) and its otpauth URI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TotpEnrollment"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    activateTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCodeRequest"];
            };
        };
        responses: {
            /** @description TOTP is active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["RecoveryCodes"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCodeRequest"];
            };
        };
        responses: {
            /** @description TOTP is off and the recovery codes are deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MfaStatus"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOidcClients: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every OIDC client of the tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClientPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOidcClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOidcClientRequest"];
            };
        };
        responses: {
            /** @description The client and its secret (null for a public client), shown this once. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClientWithSecret"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOidcClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClient"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteOidcClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOidcClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOidcClientRequest"];
            };
        };
        responses: {
            /** @description The client as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClient"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateOidcClientSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client and its new secret, shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClientWithSecret"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    discoverSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscoverSsoRequest"];
            };
        };
        responses: {
            /** @description The configs, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SsoDiscovery"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartSsoRequest"];
            };
        };
        responses: {
            /** @description Where to send the browser. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SsoAuthorization"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeOidcSso: {
        parameters: {
            query: {
                state: string;
                code?: string;
                iss?: string;
                error?: string;
                error_description?: string;
                session_state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the app's redirect URI, with `code` and `state`, or `error`, `error_description`, `error_code` and `state`. */
            303: {
                headers: {
                    /** @description The app's redirect URI with the answer in its query. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeSamlSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SamlResponseForm"];
            };
        };
        responses: {
            /** @description To the app's redirect URI, with `code` and `state`, or `error`, `error_description`, `error_code` and `state`. */
            303: {
                headers: {
                    /** @description The app's redirect URI with the answer in its query. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSamlMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerConfigId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SP metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/samlmetadata+xml": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exchangeSsoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeSsoCodeRequest"];
            };
        };
        responses: {
            /** @description Tokens and the profile, or an MFA challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SsoTokens"] | components["schemas"]["MfaChallenge"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTenants: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every tenant the caller belongs to (a full list; `nextCursor` is null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TenantPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenantRequest"];
            };
        };
        responses: {
            /** @description The new tenant, on the `free` plan. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenantRequest"];
            };
        };
        responses: {
            /** @description The updated tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every member (a full list; `nextCursor` is null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MemberPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddMemberRequest"];
            };
        };
        responses: {
            /** @description The invitation, pending; the address's owner joins by accepting it. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["InvitationPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationRequest"];
            };
        };
        responses: {
            /** @description The invitation, pending. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationRequest"];
            };
        };
        responses: {
            /** @description The caller is a member now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Member"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberRequest"];
            };
        };
        responses: {
            /** @description The member with the new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Member"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDomains: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every domain of the tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DomainPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDomainRequest"];
            };
        };
        responses: {
            /** @description The domain, pending. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Domain"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                domainId: components["parameters"]["DomainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Domain"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                domainId: components["parameters"]["DomainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                domainId: components["parameters"]["DomainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain, verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Domain"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDirectories: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every directory of the tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DirectoryPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDirectoryRequest"];
            };
        };
        responses: {
            /** @description The directory and its token. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DirectoryCreated"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                directoryId: components["parameters"]["DirectoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The directory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Directory"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                directoryId: components["parameters"]["DirectoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The directory is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                directoryId: components["parameters"]["DirectoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDirectoryRequest"];
            };
        };
        responses: {
            /** @description The updated directory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Directory"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateDirectoryToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                directoryId: components["parameters"]["DirectoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The directory and its new token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DirectoryCreated"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every role (a full list; `nextCursor` is null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["RolePage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoleRequest"];
            };
        };
        responses: {
            /** @description The new role. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                roleId: components["parameters"]["RoleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoleRequest"];
            };
        };
        responses: {
            /** @description The updated role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every plan (a full list; `nextCursor` is null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PlanPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProviderConfigs: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every config (a full list; `nextCursor` is null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProviderConfigPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createProviderConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProviderConfigRequest"];
            };
        };
        responses: {
            /** @description The new config; `clientSecret` is write-only. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProviderConfig"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProviderConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                configId: components["parameters"]["ConfigId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProviderConfig"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteProviderConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                configId: components["parameters"]["ConfigId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The config is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProviderConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                configId: components["parameters"]["ConfigId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProviderConfigRequest"];
            };
        };
        responses: {
            /** @description The updated config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProviderConfig"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every endpoint (a full list; `nextCursor` is null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WebhookEndpointPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description The endpoint and its `whsec_` secret. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description The updated endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint and its new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendTestWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt and its outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WebhookTestDelivery"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only deliveries in this state. */
                status?: components["schemas"]["WebhookDeliveryStatus"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WebhookDeliveryPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                endpointId: components["parameters"]["EndpointId"];
                deliveryId: components["parameters"]["DeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, pending again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only events with exactly this action, e.g. `member.added`; or, ending in `.*`, every action of that group, e.g. `directory.*` for `directory.created` and `directory.user.deactivated` alike (as Stripe filters event types). */
                action?: components["parameters"]["AuditAction"];
                /** @description Only events at or after this instant. After `until`, 400 `VALIDATION_FAILED`. */
                since?: components["parameters"]["Since"];
                /** @description Only events before this instant. */
                until?: components["parameters"]["Until"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AuditEventPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditCheckpoints: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of checkpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AuditCheckpointPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuditInclusionProof: {
        parameters: {
            query?: {
                treeSize?: number;
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AuditInclusionProof"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuditConsistencyProof: {
        parameters: {
            query: {
                from: number;
                to?: number;
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AuditConsistencyProof"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ApiKeyPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The new key, once, and its public projection. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ApiKeyCreated"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                keyId: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                keyId: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, now `revoked` (revoking again changes nothing). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key is active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mintApiKeyToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MintApiKeyTokenRequest"];
            };
        };
        responses: {
            /** @description A token for service-to-service calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MintedToken"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listServiceAccounts: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ServiceAccountPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceAccountRequest"];
            };
        };
        responses: {
            /** @description The account, and its key as `secret`, shown once. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ServiceAccountCreated"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceAccountId: components["parameters"]["ServiceAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ServiceAccount"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceAccountId: components["parameters"]["ServiceAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ServiceAccount"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceAccountId: components["parameters"]["ServiceAccountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateServiceAccountRequest"];
            };
        };
        responses: {
            /** @description The updated account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ServiceAccount"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateServiceAccountKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                serviceAccountId: components["parameters"]["ServiceAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, and its new key as `secret`, shown once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ServiceAccountCreated"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportPlatformAuditEvents: {
        parameters: {
            query?: {
                format?: "ndjson" | "csv" | "application/x-ndjson" | "text/csv";
                /** @description Only events with exactly this action, e.g. `member.added`; or, ending in `.*`, every action of that group, e.g. `directory.*` for `directory.created` and `directory.user.deactivated` alike (as Stripe filters event types). */
                action?: components["parameters"]["AuditAction"];
                /** @description Only events at or after this instant. After `until`, 400 `VALIDATION_FAILED`. */
                since?: components["parameters"]["Since"];
                /** @description Only events before this instant. */
                until?: components["parameters"]["Until"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One event per line (NDJSON), or CSV with a header row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlanRequest"];
            };
        };
        responses: {
            /** @description The new plan. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Plan"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: components["parameters"]["PlanId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlanRequest"];
            };
        };
        responses: {
            /** @description The updated plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Plan"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlatformOidcClients: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every platform client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClientPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlatformOidcClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOidcClientRequest"];
            };
        };
        responses: {
            /** @description The client and its secret (null for a public client), shown this once. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClientWithSecret"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlatformOidcClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClient"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePlatformOidcClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePlatformOidcClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOidcClientRequest"];
            };
        };
        responses: {
            /** @description The client as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClient"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotatePlatformOidcClientSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client and its new secret, shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OidcClientWithSecret"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConnections: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every connection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ConnectionPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConnectionRequest"];
            };
        };
        responses: {
            /** @description The connection (without its secret). */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Connection"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Connection"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateConnectionRequest"];
            };
        };
        responses: {
            /** @description The connection as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Connection"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlatformTenants: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
                /** @description With `metadataValue`, only tenants whose `metadata` has this key with that value. */
                metadataKey?: string;
                /** @description The value `metadataKey` must have, compared as text: `3` matches the number 3 and the string "3". */
                metadataValue?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tenants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PlatformTenantPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlatformTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlatformTenantRequest"];
            };
        };
        responses: {
            /** @description The tenant, with its owner or the invitation sent to the address. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PlatformTenantCreated"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlatformTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePlatformTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePlatformTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenantRequest"];
            };
        };
        responses: {
            /** @description The updated tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlatformTenantMembers: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MemberPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePlatformTenantMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePlatformTenantMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberRequest"];
            };
        };
        responses: {
            /** @description The member with the new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Member"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlatformTenantInvitations: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["InvitationPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlatformTenantInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationRequest"];
            };
        };
        responses: {
            /** @description The invitation, pending. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlatformTenantInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokePlatformTenantInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
                invitationId: components["parameters"]["InvitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignTenantPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignTenantPlanRequest"];
            };
        };
        responses: {
            /** @description The tenant on its new plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getScimServiceProviderConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service provider configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimDocument"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    listScimResourceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    getScimResourceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceTypeId: components["parameters"]["ScimResourceTypeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimDocument"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    listScimSchemas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schemas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    getScimSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                schemaId: components["parameters"]["ScimSchemaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimDocument"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    listScimUsers: {
        parameters: {
            query?: {
                /** @description A SCIM filter (RFC 7644 §3.4.2.2). */
                filter?: components["parameters"]["ScimFilter"];
                /** @description The 1-based index of the first result (values below 1 count as 1). */
                startIndex?: components["parameters"]["ScimStartIndex"];
                /** @description How many results at most (0 to 1,000; the default is 1,000). */
                count?: components["parameters"]["ScimCount"];
                /** @description Comma-separated attribute paths to return (besides `id` and `schemas`). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths to leave out. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A ListResponse of Users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    createScimUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimResourceInput"];
                "application/json": components["schemas"]["ScimResourceInput"];
            };
        };
        responses: {
            /** @description The User. */
            201: {
                headers: {
                    Location: components["headers"]["ScimLocation"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimResource"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            409: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    searchScimUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimSearchRequest"];
                "application/json": components["schemas"]["ScimSearchRequest"];
            };
        };
        responses: {
            /** @description A ListResponse of Users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    getScimUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (besides `id` and `schemas`). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths to leave out. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: never;
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The User. */
            200: {
                headers: {
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimResource"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    replaceScimUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `meta.version` (ETag) the change expects, or `*`; any other value matches no version (412). */
                "If-Match"?: components["parameters"]["ScimIfMatch"];
            };
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimResourceInput"];
                "application/json": components["schemas"]["ScimResourceInput"];
            };
        };
        responses: {
            /** @description The User. */
            200: {
                headers: {
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimResource"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            409: components["responses"]["ScimError"];
            412: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    deleteScimUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `meta.version` (ETag) the change expects, or `*`; any other value matches no version (412). */
                "If-Match"?: components["parameters"]["ScimIfMatch"];
            };
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The User is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            412: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    patchScimUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `meta.version` (ETag) the change expects, or `*`; any other value matches no version (412). */
                "If-Match"?: components["parameters"]["ScimIfMatch"];
            };
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimPatchRequest"];
                "application/json": components["schemas"]["ScimPatchRequest"];
            };
        };
        responses: {
            /** @description The User. */
            200: {
                headers: {
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimResource"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            409: components["responses"]["ScimError"];
            412: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    listScimGroups: {
        parameters: {
            query?: {
                /** @description A SCIM filter (RFC 7644 §3.4.2.2). */
                filter?: components["parameters"]["ScimFilter"];
                /** @description The 1-based index of the first result (values below 1 count as 1). */
                startIndex?: components["parameters"]["ScimStartIndex"];
                /** @description How many results at most (0 to 1,000; the default is 1,000). */
                count?: components["parameters"]["ScimCount"];
                /** @description Comma-separated attribute paths to return (besides `id` and `schemas`). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths to leave out. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A ListResponse of Groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    createScimGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimResourceInput"];
                "application/json": components["schemas"]["ScimResourceInput"];
            };
        };
        responses: {
            /** @description The Group. */
            201: {
                headers: {
                    Location: components["headers"]["ScimLocation"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimResource"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            409: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    searchScimGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimSearchRequest"];
                "application/json": components["schemas"]["ScimSearchRequest"];
            };
        };
        responses: {
            /** @description A ListResponse of Groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    getScimGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (besides `id` and `schemas`). */
                attributes?: components["parameters"]["ScimAttributes"];
                /** @description Comma-separated attribute paths to leave out. */
                excludedAttributes?: components["parameters"]["ScimExcludedAttributes"];
            };
            header?: never;
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Group. */
            200: {
                headers: {
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimResource"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    replaceScimGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `meta.version` (ETag) the change expects, or `*`; any other value matches no version (412). */
                "If-Match"?: components["parameters"]["ScimIfMatch"];
            };
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimResourceInput"];
                "application/json": components["schemas"]["ScimResourceInput"];
            };
        };
        responses: {
            /** @description The Group. */
            200: {
                headers: {
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimResource"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            409: components["responses"]["ScimError"];
            412: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    deleteScimGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `meta.version` (ETag) the change expects, or `*`; any other value matches no version (412). */
                "If-Match"?: components["parameters"]["ScimIfMatch"];
            };
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Group is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            412: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    patchScimGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `meta.version` (ETag) the change expects, or `*`; any other value matches no version (412). */
                "If-Match"?: components["parameters"]["ScimIfMatch"];
            };
            path: {
                scimId: components["parameters"]["ScimId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimPatchRequest"];
                "application/json": components["schemas"]["ScimPatchRequest"];
            };
        };
        responses: {
            /** @description The Group. */
            200: {
                headers: {
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimResource"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            404: components["responses"]["ScimError"];
            409: components["responses"]["ScimError"];
            412: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    searchScim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimSearchRequest"];
                "application/json": components["schemas"]["ScimSearchRequest"];
            };
        };
        responses: {
            /** @description A ListResponse of Users and Groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["ScimError"];
            401: components["responses"]["ScimError"];
            403: components["responses"]["ScimError"];
            413: components["responses"]["ScimError"];
            429: components["responses"]["ScimError"];
            503: components["responses"]["ScimError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
                /** @description A prefix of the address, matched case-insensitively. */
                email?: string;
                emailVerified?: boolean;
                disabled?: boolean;
                createdAfter?: string;
                createdBefore?: string;
                /** @description With `metadataValue`, only users whose `metadata` has this key with that value. */
                metadataKey?: string;
                /** @description The value `metadataKey` must have, compared as text: `3` matches the number 3 and the string "3". */
                metadataValue?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PlatformUserPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PlatformUser"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description The user as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PlatformUser"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PlatformUser"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enableUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, enabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PlatformUser"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["LogoutAllResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /**
                 * @description Page size: 1 to 100 is used as given. Never a validation error, so the schema accepts any
                 *     value: a whole number above 100 means 100, and anything else (absent, zero, negative, not a
                 *     whole number) means 50.
                 */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page; opaque. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only jobs in this state. */
                status?: components["schemas"]["JobStatus"];
                /** @description Only jobs of this type. */
                type?: components["schemas"]["JobType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["JobPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJobRequest"];
            };
        };
        responses: {
            /** @description The queued job. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Job"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportAuditEvents: {
        parameters: {
            query: {
                tenantId: string;
                format?: "ndjson" | "csv" | "application/x-ndjson" | "text/csv";
                /** @description `latest` ends an NDJSON export with the latest signed checkpoint; 400 `VALIDATION_FAILED` with CSV. */
                checkpoint?: "latest";
                /** @description Only events with exactly this action, e.g. `member.added`; or, ending in `.*`, every action of that group, e.g. `directory.*` for `directory.created` and `directory.user.deactivated` alike (as Stripe filters event types). */
                action?: components["parameters"]["AuditAction"];
                /** @description Only events at or after this instant. After `until`, 400 `VALIDATION_FAILED`. */
                since?: components["parameters"]["Since"];
                /** @description Only events before this instant. */
                until?: components["parameters"]["Until"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One event per line (NDJSON, each line an `AuditEvent`), or CSV with the columns `id,occurredAt,tenantId,actorKind,actorId,action,targetType,targetId,ip,requestId,metadata`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
