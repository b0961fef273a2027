/** Who the IdP says signed in, whatever the protocol (after Logto's connector types). */
export interface ExternalIdentity {
  /** OIDC `sub`, SAML NameID: stable per user at this IdP. */
  subject: string;
  email: string | null;
  /** The IdP vouches for the address (OIDC `email_verified: true`; a signed SAML assertion). */
  emailVerified: boolean;
  name: string | null;
}

/** The IdP's answer failed a check or refused the sign-in: `reason` goes to the app's redirect as `error`. */
export class IdpAnswerError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}
