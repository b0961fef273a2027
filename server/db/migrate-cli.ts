// `npm run migrate`: apply migrations and exit, for deploy pipelines that migrate separately.
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from './database.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
} finally {
  await database.close();
}
