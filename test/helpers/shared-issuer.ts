/**
 * On PostgreSQL every server of a test run shares one issuer, as the instances of one deployment
 * must (DATABASE_URL needs ISSUER). It is also what a test app on PGlite names itself by default
 * (HOST 127.0.0.1, PORT 3000), so a token's `iss` reads the same on both databases.
 */
export const SHARED_ISSUER = 'http://127.0.0.1:3000';
