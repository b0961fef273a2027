// The passkeys operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { deletePasskey, listPasskeys, updatePasskey } from '../domain/passkeys/manage.ts';
import { registerPasskey, startPasskeyRegistration } from '../domain/passkeys/registration.ts';
import { finishPasskeyLogin, startPasskeyLogin } from '../domain/passkeys/sign-in.ts';
import { type HandlerTable, sessionIdOf, userIdOf } from './handler.ts';

export const passkeysHandlers = {
  startPasskeyRegistration: ({ services, meta, actor, body }) =>
    startPasskeyRegistration(services, meta, userIdOf(actor), sessionIdOf(actor), body),
  registerPasskey: ({ services, meta, actor, body }) => registerPasskey(services, meta, userIdOf(actor), body),
  listPasskeys: ({ services, actor }) => listPasskeys(services, userIdOf(actor)),
  updatePasskey: ({ services, meta, actor, params, body }) => updatePasskey(services, meta, userIdOf(actor), params.passkeyId, body),
  deletePasskey: ({ services, meta, actor, params, body }) =>
    deletePasskey(services, meta, userIdOf(actor), sessionIdOf(actor), params.passkeyId, body),
  startPasskeyLogin: ({ services, body }) => startPasskeyLogin(services, body),
  finishPasskeyLogin: ({ services, meta, body }) => finishPasskeyLogin(services, meta, body),
} satisfies Partial<HandlerTable>;
