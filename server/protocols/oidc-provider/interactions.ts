import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/database.ts';
import { bindOidcGrantToSession } from '../../db/repositories/oidc-provider-store.ts';

/** What a hosted page needs to know of an interaction the provider handed over. */
export interface InteractionView {
  uid: string;
  /** `login` (nobody signed in at the provider) or `consent` (the client wants more than granted). */
  prompt: string;
  clientId: string;
  clientName: string;
  /** The client's tenant; null for a platform client. */
  clientTenantId: string | null;
  firstParty: boolean;
  /** The OpenID scopes the client asked for. */
  scopes: string[];
  redirectUri: string;
  /** Who is signed in at the provider already, if anyone. */
  accountId: string | undefined;
  /** The client demands that the person sign in again (prompt=login, or max_age passed). */
  freshSignInRequired: boolean;
  /** Who signed in on the hosted pages during this interaction (recordSignIn), if anyone. */
  signedInHere: string | undefined;
  /**
   * When the provider began this interaction, rounded up: its `iat` is whole seconds, so a
   * session begun in that same second is never taken for a sign-in made after it.
   */
  startedAt: Date;
}

export interface SignedIn {
  userId: string;
  /** The Gatekeep session the grant is given under: the grant's tokens end with it. */
  sessionId: string;
  /** Authentication methods (RFC 8176) of a sign-in made just now; undefined when an earlier one is reused. */
  amr: string[] | undefined;
}

/**
 * The hosted pages' side of the provider's interactions. Each call reads the interaction from
 * the provider's own cookie, so that a page only finishes the flow of the browser that began it.
 * Each answers where the browser goes next (the provider's resume endpoint).
 */
export interface OidcInteractions {
  /** Undefined when this browser has no live interaction (expired, finished, another browser's). */
  details(req: IncomingMessage, res: ServerResponse): Promise<InteractionView | undefined>;
  /** Signs the person in and grants what the client asked for, under their Gatekeep session. */
  finish(req: IncomingMessage, res: ServerResponse, signedIn: SignedIn): Promise<string>;
  /**
   * Notes on the interaction that the person signed in during it, before a consent page: the
   * consent post then knows a fresh sign-in the client asked for was made.
   */
  recordSignIn(req: IncomingMessage, res: ServerResponse, signedIn: { userId: string; amr: string[] }): Promise<void>;
  /** Ends the flow with an OAuth error for the client (`access_denied`). */
  deny(req: IncomingMessage, res: ServerResponse, description: string): Promise<string>;
}

export function oidcInteractions(provider: Provider, db: Db): OidcInteractions {
  return {
    async details(req, res) {
      let interaction;
      try {
        interaction = await provider.interactionDetails(req, res);
      } catch (error) {
        if ((error as { name?: string }).name === 'SessionNotFound') return undefined;
        throw error;
      }
      const client = await provider.Client.find(String(interaction.params['client_id']));
      if (!client) return undefined;
      return {
        uid: interaction.uid,
        prompt: interaction.prompt.name,
        clientId: client.clientId,
        clientName: client.clientName ?? client.clientId,
        clientTenantId: (client['tenant_id'] as string | null | undefined) ?? null,
        firstParty: client['first_party'] === true,
        scopes: String(interaction.params['scope'] ?? '')
          .split(' ')
          .filter(Boolean),
        redirectUri: String(interaction.params['redirect_uri'] ?? ''),
        accountId: interaction.session?.accountId,
        freshSignInRequired: interaction.prompt.reasons.some((reason) => reason === 'login_prompt' || reason === 'max_age'),
        startedAt: new Date(((interaction.iat ?? 0) + 1) * 1000),
        signedInHere: (interaction.result?.['login'] as { accountId?: string } | undefined)?.accountId,
      };
    },

    async finish(req, res, signedIn) {
      const interaction = await provider.interactionDetails(req, res);
      // A fresh grant every time: it belongs to this Gatekeep session and ends with it.
      const grant = new provider.Grant({ accountId: signedIn.userId, clientId: String(interaction.params['client_id']) });
      grant.addOIDCScope(String(interaction.params['scope'] ?? 'openid'));
      const details = interaction.prompt.details as { missingOIDCClaims?: string[] };
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      const grantId = await grant.save();
      await bindOidcGrantToSession(db, grantId, signedIn.sessionId);
      // Login only when the provider asked for one or the person changed: a consent alone keeps the session's sign-in time.
      const login = interaction.prompt.name === 'login' || interaction.session?.accountId !== signedIn.userId || signedIn.amr !== undefined;
      const result = {
        ...(login ? { login: { accountId: signedIn.userId, ...(signedIn.amr ? { amr: signedIn.amr } : {}) } } : {}),
        consent: { grantId },
      };
      return provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
    },

    async recordSignIn(req, res, signedIn) {
      await provider.interactionResult(
        req,
        res,
        { login: { accountId: signedIn.userId, amr: signedIn.amr } },
        { mergeWithLastSubmission: false },
      );
    },

    deny(req, res, description) {
      return provider.interactionResult(
        req,
        res,
        { error: 'access_denied', error_description: description },
        { mergeWithLastSubmission: false },
      );
    },
  };
}
