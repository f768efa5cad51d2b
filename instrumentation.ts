// Next calls register() once when a server instance starts. Opening the database here makes a bad
// configuration or an unreachable database fail at start, and spares the first visitor the wait
// for PGlite, migrations and seed. Never during `next build`: the build must not need a database.
export async function register(): Promise<void> {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    // Imported here so that no other runtime's bundle pulls in database drivers.
    const { env } = await import('./lib/env');
    const { log } = await import('./lib/log');
    const { getDb } = await import('./lib/db/client');
    const config = env();
    const started = performance.now();
    await getDb();
    log.info('startup: database opened, migrated and seeded', {
      database: config.DATABASE_URL ? 'postgres' : 'pglite',
      ms: Math.round(performance.now() - started),
    });
  }
}
