import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The one database type lib code is written against, whether PGlite or PostgreSQL serves it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
