import { inject } from 'light-my-request';
import type Provider from 'oidc-provider';
import { OIDC_PREFIX } from './provider.ts';

/** A code redeemed for a client built into the server: whose it is, and the grant it was given under. */
export interface RedeemedCode {
  userId: string;
  grantId: string;
}

export type FirstPartyCodeRedeemer = (request: {
  code: string;
  codeVerifier: string;
  redirectUri: string;
}) => Promise<RedeemedCode | undefined>;

/**
 * Redeems an authorization code at the provider's own token endpoint, in process: the code's
 * single use, its client, its redirect URI, its expiry and PKCE are checked by oidc-provider (an
 * OpenID Certified implementation), not restated here. The access token it answers is only a
 * receipt naming the grant; it is destroyed at once, since the server's session route issues
 * Gatekeep's own tokens for the grant's session instead. Answers undefined for any refusal.
 */
export function firstPartyCodeRedeemer(provider: Provider, issuer: string, clientId: string): FirstPartyCodeRedeemer {
  const handle = provider.callback();
  const issuerUrl = new URL(issuer);
  return async ({ code, codeVerifier, redirectUri }) => {
    const answer = await inject(handle, {
      method: 'POST',
      url: `${OIDC_PREFIX}/token`,
      headers: {
        host: issuerUrl.host,
        'x-forwarded-proto': issuerUrl.protocol.slice(0, -1),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      }).toString(),
    });
    // The provider answers 5xx when the store cannot be reached: that is no refusal of the code.
    if (answer.statusCode >= 500) throw new Error(`the provider's token endpoint answered ${answer.statusCode}`);
    if (answer.statusCode !== 200) return undefined;
    const receipt = await provider.AccessToken.find((answer.json() as { access_token: string }).access_token);
    if (!receipt?.grantId || !receipt.accountId || receipt.clientId !== clientId) return undefined;
    await receipt.destroy();
    return { userId: receipt.accountId, grantId: receipt.grantId };
  };
}
