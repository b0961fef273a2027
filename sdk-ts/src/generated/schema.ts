// generated from openapi.yaml by `npm run gen`, do not edit
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report whether the service and its database answer. */
        get: operations["getHealth"];
        put?: never;
        post?: never;
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
        /** Create a user and sign them in. */
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
         *     401 `INVALID_CREDENTIAL`. After 5 failures for one email within 15 minutes, further
         *     attempts for that email answer 429 `RATE_LIMITED` with `Retry-After` (30 s, doubling
         *     with each further failure up to 15 minutes) until the lock expires.
         */
        post: operations["login"];
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
         * End a session by revoking its refresh token family.
         * @description Idempotent, as in RFC 7009: an unknown, expired or already revoked refresh token
         *     also answers 200, so that the answer reveals nothing about the token. Access tokens
         *     already issued stay valid until they expire (at most `ACCESS_TOKEN_TTL`).
         */
        post: operations["logout"];
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
         * Answer a login's MFA challenge with a TOTP code or a recovery code.
         * @description A wrong code answers 401 `INVALID_MFA_CODE`; the fifth wrong code ends the challenge,
         *     after which it (like an unknown or expired one) answers 401 `INVALID_CREDENTIAL`.
         *     A TOTP code is accepted once; a recovery code is single-use.
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
        delete?: never;
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
         * @description The secret is shown here only. Enrollment is pending until `activateTotp` confirms a
         *     code; enrolling again before that replaces the pending secret. When TOTP is already
         *     active the answer is 409 `CONFLICT`.
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
         * @description The recovery codes are shown here only and are stored hashed; each works once.
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
        /** Turn TOTP off; needs a current TOTP code or an unused recovery code. */
        post: operations["disableTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Machine-readable failure code; the catalogue is closed.
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "INVALID_CREDENTIAL" | "UNAUTHENTICATED" | "INVALID_MFA_CODE" | "NOT_A_MEMBER" | "INSUFFICIENT_ROLE" | "OWNER_REQUIRED" | "PERMISSION_DENIED" | "SERVICE_ACCOUNT_REQUIRED" | "PERMISSION_NOT_DELEGABLE" | "PLAN_LIMIT_REACHED" | "NOT_FOUND" | "EMAIL_TAKEN" | "SLUG_TAKEN" | "LAST_OWNER" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "IDENTITY_BACKEND_UNAVAILABLE" | "SIGNING_UNCONFIGURED" | "SERVICE_UNAVAILABLE";
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
        Jwks: {
            keys: components["schemas"]["Jwk"][];
        };
        /**
         * Format: email
         * @example ada@example.com
         */
        Email: string;
        /** @description 8 to 256 characters. */
        Password: string;
        SignupRequest: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            name?: string;
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
        };
        RefreshTokenRequest: {
            refreshToken: string;
        };
        LogoutRequest: {
            refreshToken: string;
        };
        VerifyMfaChallengeRequest: {
            challengeToken: string;
            /** @description A 6-digit TOTP code or a recovery code. */
            code: string;
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
            name: string | null;
            mfaEnabled: boolean;
            /** Format: date-time */
            createdAt: string;
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
            methods: ("totp" | "recovery_code")[];
            /** @description Seconds until the challenge expires. */
            expiresIn: number;
        };
        LogoutResult: {
            /** @constant */
            revoked: true;
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
    };
    responses: {
        /** @description `VALIDATION_FAILED`: the body, path, query or JSON is malformed; the message names the field. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `INVALID_CREDENTIAL`, `UNAUTHENTICATED` or `INVALID_MFA_CODE`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description `EMAIL_TAKEN`, `SLUG_TAKEN`, `LAST_OWNER` or `CONFLICT`. */
        Conflict: {
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
    parameters: never;
    requestBodies: never;
    headers: never;
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
            /** @description The service and its database answer. */
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
    getRootJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWKS document, without the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWKS document, without the envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Tokens"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
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
            413: components["responses"]["PayloadTooLarge"];
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
    enrollTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
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
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
