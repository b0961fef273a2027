// The layer rules of server/ (issue 15), checked by `npm run check:layers` inside `npm test`.
// Identity establishes who, the guard decides, handlers call the domain, the domain holds the
// rules, repositories under db/ own every query (docs/architecture.md). Above the domain sits
// the composition root (services.ts, built in app.ts); below it db/, protocols/, secrets/,
// net/ and config.ts, which serve it and never import it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle, type imports included, means two modules cannot be read or changed apart.',
      from: { path: '^server/' },
      to: { circular: true },
    },
    {
      name: 'domain-without-transport',
      severity: 'error',
      comment: 'The domain is plain functions over services: no fastify, no HTTP layer, no handlers.',
      from: { path: '^server/domain/' },
      to: { path: ['(^|/)node_modules/(fastify|@fastify/)', '^server/(http|handlers)/'] },
    },
    {
      name: 'handlers-call-the-domain',
      severity: 'error',
      comment: 'A handler or a hosted page calls a domain function; it never reaches the database itself.',
      from: { path: '^server/(handlers|pages)/' },
      to: { path: '^server/db/' },
    },
    {
      name: 'sql-lives-in-db',
      severity: 'error',
      comment: 'Only db/ talks to the database drivers; elsewhere the Db handle is a type from db/database.ts.',
      from: { path: '^server/', pathNot: '^server/db/' },
      to: { path: '(^|/)node_modules/(kysely|kysely-pglite-dialect|pg|@electric-sql/pglite)/' },
    },
    {
      name: 'db-below-domain',
      severity: 'error',
      comment: 'db/ (repositories, migrations, their CLIs) serves the domain; it never calls back into it or the composition root.',
      from: { path: '^server/db/' },
      to: { path: ['^server/domain/', '^server/services\\.ts$'] },
    },
    {
      name: 'protocols-below-domain',
      severity: 'error',
      comment: 'A protocol adapter turns a format (SAML, OIDC) into values the domain decides on; it never calls the domain.',
      from: { path: '^server/protocols/' },
      to: { path: ['^server/domain/', '^server/services\\.ts$'] },
    },
    {
      name: 'config-below-domain',
      severity: 'error',
      comment: 'Configuration is read before anything is built, by the domain and the CLIs alike; it knows no domain module.',
      from: { path: '^server/config\\.ts$' },
      to: { path: ['^server/domain/', '^server/services\\.ts$'] },
    },
    {
      name: 'secrets-below-db',
      severity: 'error',
      comment: 'config.ts, migrations and repositories all use the cipher, so it reads no rows and knows no domain.',
      from: { path: '^server/secrets/' },
      to: { path: ['^server/(db|domain)/', '^server/services\\.ts$'] },
    },
    {
      name: 'net-knows-only-the-network',
      severity: 'error',
      comment: 'Which addresses a server-side request may reach is one answer for the domain and protocols/ alike; it needs nothing else.',
      from: { path: '^server/net/' },
      to: { path: '^server/', pathNot: '^server/net/' },
    },
    {
      name: 'policy-before-the-domain',
      severity: 'error',
      comment: 'The guard decides from the actor and membership rows; it takes Services from services.ts, no domain function.',
      from: { path: '^server/policy/' },
      to: { path: '^server/domain/' },
    },
    {
      name: 'identity-before-the-domain',
      severity: 'error',
      comment: "Identity only establishes who is calling; its one domain call is listTenants' cached list (resolve-identity.ts says why).",
      from: { path: '^server/identity/' },
      to: { path: '^server/domain/', pathNot: '^server/domain/tenants/tenants\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
