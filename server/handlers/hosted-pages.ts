import { completeConsent, completeSignIn, showSignIn } from '../pages/interaction-flow.ts';
import type { HandlerContext, HandlerTable } from './handler.ts';

// The hosted pages (x-gatekeep-page): each answers a Page, which the envelope sends as HTML or a redirect.
const pageRequest = ({ services, meta, request, reply }: HandlerContext<'getSignInPage' | 'completeSignIn' | 'completeConsent'>) => ({
  services,
  meta,
  req: request.raw,
  res: reply.raw,
});

export const hostedPagesHandlers = {
  getSignInPage: async (ctx) => (await showSignIn(pageRequest(ctx), ctx.query.interaction)) as never,
  completeSignIn: async (ctx) => (await completeSignIn(pageRequest(ctx), ctx.body)) as never,
  completeConsent: async (ctx) => (await completeConsent(pageRequest(ctx), ctx.body)) as never,
} satisfies Partial<HandlerTable>;
