/** The link a mail carries: the app's page for it, with the token as the page's one parameter. */
export function mailLink(appUrl: string, page: 'verify-email' | 'reset-password' | 'accept-invitation', token: string): string {
  return `${appUrl}/${page}?token=${encodeURIComponent(token)}`;
}
