import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves these paths from the working directory, which is the repository root for
// `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
