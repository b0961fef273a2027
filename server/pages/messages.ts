/**
 * Every text the hosted pages show, in one catalogue so that a translation is one more object
 * of the same shape. `{name}` placeholders are filled (and escaped) by the page.
 */
export const MESSAGES_EN = {
  'page.lang': 'en',
  'signIn.title': 'Sign in',
  'signIn.heading': 'Sign in to {client}',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.failed': 'The email or password is incorrect.',
  'signIn.disabled': 'This account is disabled.',
  'signIn.ssoRequired': 'Your organisation signs you in with single sign-on; use the link your administrator gave you.',
  'signIn.throttled': 'Too many attempts. Wait a moment and try again.',
  'signIn.mfaHeading': 'Two-factor authentication',
  'signIn.mfaCode': 'Authentication or recovery code',
  'signIn.mfaSubmit': 'Verify',
  'signIn.mfaFailed': 'That code is not valid. Try again.',
  'consent.title': 'Allow access',
  'consent.heading': '{client} wants to access your account',
  'consent.signedInAs': 'Signed in as {email}',
  'consent.scope.openid': 'Know who you are',
  'consent.scope.email': 'See your email address',
  'consent.scope.profile': 'See your name',
  'consent.scope.organization': 'See your organisation and your role in it',
  'consent.scope.offline_access': 'Stay signed in when you are away',
  'consent.allow': 'Allow',
  'consent.deny': 'Deny',
  'consent.denied': 'The person declined to share their account.',
  'consent.notMember': 'You are not a member of the organisation that registered this application.',
  'logout.title': 'Sign out',
  'logout.heading': 'Sign out?',
  'logout.confirm': 'Sign out',
  'logout.done': 'You are signed out.',
  'expired.title': 'Sign-in expired',
  'expired.body': 'This sign-in has expired or was finished in another tab. Go back to the application and start again.',
  'error.title': 'Something went wrong',
  'error.body': 'The application sent a request Gatekeep cannot accept: {description}',
} as const;

export type MessageKey = keyof typeof MESSAGES_EN;
export type Messages = Record<MessageKey, string>;
