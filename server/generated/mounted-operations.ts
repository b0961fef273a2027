// generated from openapi.yaml by `npm run gen`, do not edit

/** Operations served by a mounted library (x-gatekeep-mounted), not by a handler. */
export type MountedOperationId = 'startOidcAuthorization' | 'completeOidcAuthorization' | 'createPushedAuthorizationRequest' | 'issueOidcToken' | 'getOidcUserinfo' | 'revokeOidcToken' | 'introspectOidcToken' | 'startOidcLogout' | 'confirmOidcLogout' | 'getOidcLogoutDone' | 'getOpenIdConfiguration';
