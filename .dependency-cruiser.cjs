// The layer rules of server/ (issue 15), checked by `npm run check:layers` inside `npm test`.
// Identity establishes who, the guard decides, handlers call the domain, the domain holds the
// rules, repositories under db/ own every query (README "Architecture").
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
      comment: 'A handler calls a domain function; it never reaches the database itself.',
      from: { path: '^server/handlers/' },
      to: { path: '^server/db/' },
    },
    {
      name: 'sql-lives-in-db',
      severity: 'error',
      comment: 'Only db/ talks to the database drivers; elsewhere the Db handle is a type from db/database.ts.',
      from: { path: '^server/', pathNot: '^server/db/' },
      to: { path: '(^|/)node_modules/(kysely|kysely-pglite-dialect|pg|@electric-sql/pglite)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
