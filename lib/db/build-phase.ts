import { env } from '../env';

/**
 * True while `next build` prerenders without a database server (no DATABASE_URL). The build must
 * not open the embedded database (a running server may hold it, and the build must not need one),
 * so reads fall back to what ships with the code: the catalogue's seed data, no reviews, no
 * history, and for the blog an in-memory copy (docs/seo.md). With DATABASE_URL the build reads it.
 */
export function buildWithoutDatabase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build' && !env().DATABASE_URL;
}
