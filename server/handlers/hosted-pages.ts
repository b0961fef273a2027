import {
  completeAcceptInvitation,
  completeResetPassword,
  completeVerifyEmail,
  showAcceptInvitation,
  showResetPassword,
  showVerifyEmail,
} from '../pages/account-links.ts';
import { completeConsent, completeSignIn, showSignIn, showSocialReturn, showSsoReturn } from '../pages/interaction-flow.ts';
import { completeSignUp, showSignUp } from '../pages/sign-up.ts';
import type { OperationId } from '../api-types.ts';
import type { HandlerContext, HandlerTable } from './handler.ts';

// The hosted pages (x-gatekeep-page): each answers a Page, which the envelope sends as HTML or a redirect.
const pageRequest = ({ services, meta, request, reply }: HandlerContext<OperationId>) => ({
  services,
  meta,
  req: request.raw,
  res: reply.raw,
});

export const hostedPagesHandlers = {
  getSignInPage: async (ctx) => (await showSignIn(pageRequest(ctx), ctx.query.interaction)) as never,
  completeSignIn: async (ctx) => (await completeSignIn(pageRequest(ctx), ctx.body)) as never,
  completeConsent: async (ctx) => (await completeConsent(pageRequest(ctx), ctx.body)) as never,
  completeSsoSignIn: async (ctx) => (await showSsoReturn(pageRequest(ctx), ctx.query)) as never,
  completeSocialSignIn: async (ctx) => (await showSocialReturn(pageRequest(ctx), ctx.params.connectionId, ctx.query)) as never,
  getSignUpPage: async (ctx) => showSignUp(pageRequest(ctx), ctx.query) as never,
  completeSignUp: async (ctx) => (await completeSignUp(pageRequest(ctx), ctx.body)) as never,
  getVerifyEmailPage: async (ctx) => showVerifyEmail(pageRequest(ctx), ctx.query.token) as never,
  completeEmailVerification: async (ctx) => (await completeVerifyEmail(pageRequest(ctx), ctx.body)) as never,
  getResetPasswordPage: async (ctx) => showResetPassword(pageRequest(ctx), ctx.query.token) as never,
  completePasswordReset: async (ctx) => (await completeResetPassword(pageRequest(ctx), ctx.body)) as never,
  getAcceptInvitationPage: async (ctx) => (await showAcceptInvitation(pageRequest(ctx), ctx.query.token)) as never,
  completeInvitationAcceptance: async (ctx) => (await completeAcceptInvitation(pageRequest(ctx), ctx.body)) as never,
} satisfies Partial<HandlerTable>;
