import { buildApp } from './app';
import { resolveAppSecret } from './config/appSecret';
import { ConfigError, loadConfig } from './config/config';
import { loadDotEnv } from './config/envFile';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { listeningLine, startSummary } from './startSummary';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  let envFile: string | undefined;
  try {
    envFile = loadDotEnv();
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.appSecret = await resolveAppSecret(config.appSecret, config.dataDir);

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateDatabase(database);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => listeningLine(config, address),
  });
  for (const line of startSummary(config, database, envFile)) app.log.info(line.fields, line.msg);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
