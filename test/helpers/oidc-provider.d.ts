// oidc-provider 8 ships no types (and the DefinitelyTyped ones are not installed): the part of
// its API that oidc-idp.ts uses, as its documentation describes it.
declare module 'oidc-provider' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What the provider stores for one model instance (a session, a code, a client...). */
  export type AdapterPayload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string; consumed?: number };

  /** Storage for one model; `adapter` in the configuration makes one per model name. */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    /** The claims that the provider then filters by what the grant allows. */
    claims(use: 'id_token' | 'userinfo', scope: string): Promise<Record<string, unknown>>;
  }

  /** The few members of the Koa context that a renderError function needs. */
  export interface RenderContext {
    type: string;
    body: unknown;
  }

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    clientBasedCORS?: (ctx: unknown, origin: string, client: unknown) => boolean;
    renderError?: (ctx: RenderContext, out: Record<string, string>, error: Error) => Promise<void>;
    interactions?: { url?: (ctx: unknown, interaction: Interaction) => Promise<string> };
    /** Every other option, as documented; checked by the provider when it starts. */
    [option: string]: unknown;
  }

  export interface Interaction {
    uid: string;
    prompt: {
      name: string;
      details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    };
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider extends EventEmitter {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
