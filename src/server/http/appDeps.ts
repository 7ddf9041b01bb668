import type { Config } from '../config/config';
import type { Database } from '../db/client';
import type { LogDestination } from './logger';

// What the application is built from (app.ts). It sits in the base folder, not beside app.ts, so that the
// route files, which receive it, import nothing from the root that wires them.

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go (tests read them); standard output by default. */
  logDestination?: LogDestination;
  /**
   * The clock of the appointment calls (issue 28: the bookable span and the link's expiry depend on the
   * day), of the time a lead is stored and of the escalation that watches it (issue 40); tests set it to
   * play out a daylight-saving week or a closed evening. Default: the system clock.
   */
  clock?: () => Date;
}
