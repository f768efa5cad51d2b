import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes versioned SQL migrations that lib/db/migrate.ts applies at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/tables/*.ts',
  out: './lib/db/migrations',
  strict: true,
  verbose: true,
});
