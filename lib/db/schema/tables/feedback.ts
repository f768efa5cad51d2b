import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What visitors wrote through the contact form. Kept here whatever happens to the e-mail that
 * forwards it (lib/contact), and deleted by the housekeeping job after the retention period.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language the visitor wrote from, so the answer can be in it. */
    locale: text('locale').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** A review waits for the operator's decision; only approved ones are shown. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Customer reviews (lib/reviews): written by visitors, shown once the operator approves. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    rating: integer('rating').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    /**
     * The Swap ID the reviewer gave, never shown: it is a bearer token for the swap's page. The
     * "verified swap" badge is worked out from it when the reviews are read.
     */
    swapId: text('swap_id'),
    locale: text('locale').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the operator approved or rejected it; null while pending. */
    moderatedAt: ts('moderated_at'),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_status_known', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    // The page's read: approved reviews, newest first.
    index('reviews_status_created_idx').on(table.status, table.createdAt),
  ],
);
