import { noticePage } from './account-link-templates.ts';
import { layout, message, type Page } from './html.ts';

/** The flow or form this browser brought is gone (expired, finished, begun elsewhere): start again. */
export function expiredPage(): Page {
  return noticePage('expired.title', 'expired.body', {}, 400);
}

/** An OAuth error the provider cannot send back to the client (unknown client, bad redirect_uri). */
export function errorPage(description: string): string {
  return layout('error.title', `<h1>${message('error.title')}</h1><p>${message('error.body', { description })}</p>`);
}

/** RP-initiated logout's confirmation: the provider's own form (its CSRF field and action) with our words. */
export function logoutPage(providerForm: string): string {
  // The provider's form is `<form id="op.logoutForm" ...>` with hidden fields and no button: it
  // is submitted by the button below, which names it (form=), and asks to end the session too.
  return layout(
    'logout.title',
    `<h1>${message('logout.heading')}</h1>${providerForm}<button type="submit" form="op.logoutForm" name="logout" value="yes">${message('logout.confirm')}</button>`,
  );
}

export function loggedOutPage(): string {
  return layout('logout.title', `<h1>${message('logout.done')}</h1>`);
}
