import { loadConfig } from '../config/config';
import { loadDotEnv } from '../config/envFile';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

// `npm run db:migrate`: the server migrates on start too; this is for deploying migrations on their own.
loadDotEnv();
const config = loadConfig(process.env, 'tool');
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await migrateDatabase(database);
  process.stdout.write(`Database migrated (${database.kind}).\n`);
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await database.close();
}
