// The mfa operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { startMfaWebauthn, verifyMfaChallenge } from '../domain/mfa/challenges.ts';
import { activateTotp, disableTotp, enrollTotp } from '../domain/mfa/enrollment.ts';
import { type HandlerTable, sessionIdOf, userIdOf } from './handler.ts';

export const mfaHandlers = {
  activateTotp: ({ services, meta, actor, body }) => activateTotp(services, meta, userIdOf(actor), sessionIdOf(actor), body.code),
  disableTotp: ({ services, meta, actor, body }) => disableTotp(services, meta, userIdOf(actor), sessionIdOf(actor), body.code),
  enrollTotp: ({ services, meta, actor, body }) => enrollTotp(services, meta, userIdOf(actor), body.password),
  verifyMfaChallenge: ({ services, meta, body }) =>
    verifyMfaChallenge(services, meta, body.challengeToken, 'webauthn' in body ? { webauthn: body.webauthn } : { code: body.code }),
  startMfaWebauthn: ({ services, body }) => startMfaWebauthn(services, body.challengeToken),
} satisfies Partial<HandlerTable>;
