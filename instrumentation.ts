import { serverLifecycle, type ServerLifecycle } from './lib/server-lifecycle';

// Next calls register() once when a server instance starts (in the background of app.prepare(),
// which server/lifecycle.mjs calls only once the port is bound; requests wait for it). Opening the
// database here makes a bad configuration or an unreachable database fail at start, and spares the
// first visitor the wait for PGlite, migrations and seed. Never during `next build`: the build
// must not need a database.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // With DATABASE_URL set the build reads (and so prepares) the database: seed it in full.
    await composeServer();
    return;
  }
  const lifecycle = serverLifecycle();
  // Set before anything else, so that a shutdown starting from now on waits for it.
  lifecycle.starting = start(lifecycle).catch((error: unknown) => {
    // Next only logs this and carries on; the server reads it and exits (server/lifecycle.mjs).
    lifecycle.startupError = error;
    throw error;
  });
  await lifecycle.starting;
}

/** Hands the domains' seed steps and email kinds to lib/db and lib/mail (lib/startup). */
async function composeServer(): Promise<void> {
  const { composeServer } = await import('./lib/startup');
  composeServer();
}

/** A shutdown began while the app was starting: open nothing more. */
function stopIfShuttingDown(lifecycle: ServerLifecycle): void {
  if (lifecycle.shuttingDown) throw new Error('startup abandoned: the server is shutting down');
}

async function start(lifecycle: ServerLifecycle): Promise<void> {
  await composeServer();
  // Imported here so that no other runtime's bundle pulls in database drivers.
  const { env, envWarnings } = await import('./lib/env');
  const { log } = await import('./lib/log');
  const { getDb, shutdownDb } = await import('./lib/db/client');
  const { brandMismatch, buildTimeMismatches } = await import('./lib/build-config');
  const { providerMismatch } = await import('./lib/startup/provider-setting');
  // Handed to the server's shutdown before anything opens, so that a start failing half-way
  // still closes what it opened. The server calls it after the HTTP server and the jobs stop.
  lifecycle.closeDatabase = shutdownDb;
  const config = env();
  // Inlined at build time by next.config.ts; absent only when this code was not built by Next.
  const built = process.env.SWAPLENS_BUILD_CONFIG;
  const mismatches = [
    ...(built ? buildTimeMismatches(JSON.parse(built), config) : []),
    ...brandMismatch(process.env.SWAPLENS_BUILD_BRAND, config),
    ...providerMismatch(
      process.env.SWAPLENS_BUILD_PROVIDERS,
      process.env,
      Boolean(config.SWAPLENS_E2E_FIXTURES),
    ),
  ];
  if (mismatches.length) {
    throw new Error(
      `Invalid environment configuration: these values must be the same for the build and the server; rebuild with the server's values (npm run build):\n${mismatches.join('\n')}`,
    );
  }
  // A production server without a bot check in front of the operator's inbox (review L6).
  for (const warning of envWarnings()) log.warn(`startup: ${warning}`);
  const started = performance.now();
  stopIfShuttingDown(lifecycle);
  await getDb();
  log.info('startup: database opened, migrated and seeded', {
    database: config.DATABASE_URL ? 'postgres' : 'pglite',
    ms: Math.round(performance.now() - started),
  });
  // The operator's command reads this start's admin token from DATA_DIR (lib/api/auth/admin-token.ts).
  const { publishAdminToken } = await import('./lib/api/auth/admin-token');
  publishAdminToken();
  // Swap status refresh, creation recovery, e-mail outbox, prices, clean-up (JOBS=false: none).
  // Stopped by the server's shutdown, which waits for the running ones before closing the
  // database. Under `next dev` nobody calls it: the dev server exits on its own signals.
  const { startJobs } = await import('./lib/jobs');
  const { backgroundJobs } = await import('./lib/startup/jobs');
  stopIfShuttingDown(lifecycle);
  lifecycle.stopBackgroundWork = startJobs(backgroundJobs());
}
