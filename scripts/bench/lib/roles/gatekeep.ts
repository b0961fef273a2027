import { answerCommands, onStop } from '../child-ipc.ts';
import { dropSeeded, type SeedRequest, seedApiKeys, seedAuditEvents } from '../bulk-seed.ts';
import { sampleRss } from '../rss-sampler.ts';

/**
 * The real server: buildApp with the configuration the parent put in the environment. Besides
 * HTTP it answers the parent's commands: its memory, and bulk rows straight into its database
 * (on PGlite only this process can reach it).
 */
export async function serveGatekeep(): Promise<void> {
  const memory = sampleRss();
  const { buildApp } = await import('../../../../server/app.ts');
  const { loadConfig } = await import('../../../../server/config.ts');
  const app = await buildApp(loadConfig(process.env));
  const { db } = app.services;
  const seededTenants = new Set<string>();
  answerCommands({
    memory: (options: { reset?: boolean; collect?: boolean }) => memory.read(options),
    seedApiKeys: (request: SeedRequest) => {
      seededTenants.add(request.tenantId);
      return seedApiKeys(db, request);
    },
    seedAuditEvents: (request: SeedRequest) => {
      seededTenants.add(request.tenantId);
      return seedAuditEvents(db, request);
    },
    dropSeeded: () => dropSeeded(db, [...seededTenants]),
  });
  onStop(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ url });
}
