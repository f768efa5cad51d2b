// The one schema for PGlite and PostgreSQL, one file per area in ./tables. Migrations in
// lib/db/migrations are generated from those files with `npm run db:generate`; never edit a
// generated migration by hand.
export * from './tables/site';
export * from './tables/catalogue';
export * from './tables/rates';
export * from './tables/sandbox';
export * from './tables/swaps';
export * from './tables/mail';
export * from './tables/feedback';
export * from './tables/fiat';
export * from './tables/orders';
export * from './tables/dex-swaps';
export * from './tables/blog';
export * from './tables/partners';
export * from './tables/bot';
