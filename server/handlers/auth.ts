// The auth operations of openapi.yaml, keyed by operationId: each calls its domain function.

import { confirmPasswordReset, requestPasswordReset } from '../domain/auth/password-reset.ts';
import { changeEmail } from '../domain/auth/change-email.ts';
import { changePassword } from '../domain/auth/change-password.ts';
import { deleteMe } from '../domain/auth/delete-account.ts';
import { resendVerificationEmail, verifyEmail } from '../domain/auth/email-verification.ts';
import { exportMe } from '../domain/auth/export-me.ts';
import { loginUser } from '../domain/auth/login.ts';
import { updateMe } from '../domain/auth/profile.ts';
import { listSessions, logoutAll, logoutRefreshToken, revokeSession, rotateRefreshToken } from '../domain/auth/sessions.ts';
import { signupUser } from '../domain/auth/signup.ts';
import { issueTenantToken } from '../domain/auth/tenant-token.ts';
import { currentUser } from '../domain/auth/user-view.ts';
import { type HandlerTable, sessionIdOf, userIdOf } from './handler.ts';

export const authHandlers = {
  changeEmail: ({ services, meta, actor, body }) => changeEmail(services, meta, userIdOf(actor), sessionIdOf(actor), body),
  changePassword: ({ services, meta, actor, body }) => changePassword(services, meta, userIdOf(actor), sessionIdOf(actor), body),
  deleteMe: ({ services, meta, actor, body }) => deleteMe(services, meta, userIdOf(actor), body.password),
  exportMe: ({ services, actor }) => exportMe(services, userIdOf(actor), sessionIdOf(actor)),
  getMe: ({ services, actor }) => currentUser(services, userIdOf(actor)),
  listSessions: ({ services, actor, query }) => listSessions(services, userIdOf(actor), sessionIdOf(actor), query ?? {}),
  issueTenantToken: ({ services, actor, body }) => issueTenantToken(services, userIdOf(actor), sessionIdOf(actor), body.tenantId),
  login: ({ services, meta, body }) => loginUser(services, meta, body),
  logout: async ({ services, meta, body }) => {
    await logoutRefreshToken(services, meta, body.refreshToken);
    return { revoked: true };
  },
  logoutAll: ({ services, meta, actor }) => logoutAll(services, meta, userIdOf(actor)),
  refreshToken: ({ services, meta, body }) => rotateRefreshToken(services, meta, body.refreshToken),
  revokeSession: async ({ services, meta, actor, params }) => {
    await revokeSession(services, meta, userIdOf(actor), params.sessionId);
    return { revoked: true };
  },
  signup: ({ services, meta, body }) => signupUser(services, meta, body),
  updateMe: ({ services, meta, actor, body }) => updateMe(services, meta, userIdOf(actor), body),
  verifyEmail: ({ services, meta, body }) => verifyEmail(services, meta, body.token),
  requestPasswordReset: ({ services, meta, body }) => requestPasswordReset(services, meta, body.email),
  confirmPasswordReset: ({ services, meta, body }) => confirmPasswordReset(services, meta, body),
  resendVerificationEmail: ({ services, meta, actor }) => resendVerificationEmail(services, meta, userIdOf(actor)),
} satisfies Partial<HandlerTable>;
