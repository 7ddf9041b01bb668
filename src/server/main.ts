import { buildApp } from './app';
import { resolveAppSecret } from './config/appSecret';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
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

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, mail: config.smtpUrl ? 'smtp' : `${config.dataDir}/mail` },
    `site and API at ${config.publicUrl}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
