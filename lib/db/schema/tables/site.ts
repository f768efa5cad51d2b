import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An asset by its ticker. Networks and per-network assets will reference this table. */
export const coins = pgTable(
  'coins',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Position in the "popular coins" lists; null when the coin is not featured. */
    popularRank: integer('popular_rank'),
  },
  (table) => [check('coins_code_upper', sql`${table.code} = upper(${table.code})`)],
);

export const popularPairs = pgTable(
  'popular_pairs',
  {
    id: serial('id').primaryKey(),
    fromCode: text('from_code')
      .notNull()
      .references(() => coins.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    toCode: text('to_code')
      .notNull()
      .references(() => coins.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (table) => [
    uniqueIndex('popular_pairs_from_to_key').on(table.fromCode, table.toCode),
    check('popular_pairs_distinct', sql`${table.fromCode} <> ${table.toCode}`),
  ],
);

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  /** Stable key of the network ('telegram', 'x' ...), used by the seed to upsert. */
  network: text('network').notNull().unique(),
  link: text('link').notNull(),
  /** Public path of the monochrome icon, e.g. '/social/telegram.svg'. */
  logo: text('logo').notNull(),
  position: integer('position').notNull(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  /** The address exactly as submitted, for the mailing tool. */
  email: text('email').notNull(),
  /** Trimmed and lower-cased, so one mailbox is subscribed once. */
  emailNormalized: text('email_normalized').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
