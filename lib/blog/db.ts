import 'server-only';
import { createDatabase, getDb } from '../db/client';
import type { Db } from '../db/types';
import { processSingleton } from '../process-singleton.mjs';
import { writeBlog } from './seed';
import { buildWithoutDatabase } from '../db/build-phase';

// The database the blog's reads use. `next build` prerenders the blog without a database server
// and must not open the site's embedded one (the catalogue reads its seed data then, for the same
// reason), so without DATABASE_URL the build reads an in-memory PGlite filled by the same seed
// step: the listings, articles and feeds prerendered are the ones the server's SQL returns.

const buildDatabase = processSingleton('blog-build-database', () => ({
  db: undefined as Promise<Db> | undefined,
}));

export async function blogDb(): Promise<Db> {
  if (!buildWithoutDatabase()) return getDb();
  const slot = buildDatabase();
  slot.db ??= (async () => {
    const { db } = await createDatabase({ memory: true });
    // The seed ran the registered steps; the blog's is run here too in case this build worker
    // has none registered (instrumentation does not run in every worker).
    await db.transaction((tx) => writeBlog(tx));
    return db;
  })();
  return slot.db;
}
