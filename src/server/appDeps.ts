import type { Config } from './config';
import type { Database } from './db/client';
import type { LogDestination } from './http/logger';

// What the application is built from (app.ts); in a module of its own so that the route files, which
// receive it, do not import the app that imports them.

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go (tests read them); standard output by default. */
  logDestination?: LogDestination;
}
