import { buildApp } from './app';
import { resolveAppSecret } from './config/appSecret';
import { ConfigError, loadConfig } from './config/config';
import { loadDotEnv } from './config/envFile';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { closeGracefully, SHUTDOWN_DEADLINE_MS } from './http/shutdown';
import { standardOutput } from './http/standardOutput';
import { listeningLine, startSummary } from './startSummary';
import { releaseStartupGarbage } from './startupGarbage';

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
    setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'still closing at the shutdown deadline: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await closeGracefully(app);
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exitCode = 1;
    }
    // The last lines, if a reader still takes them; a reader that is gone or stuck is not waited for.
    await standardOutput().drain(500);
    process.exit();
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => listeningLine(config, address),
  });
  for (const line of startSummary(config, database, envFile)) app.log.info(line.fields, line.msg);
  await releaseStartupGarbage();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
