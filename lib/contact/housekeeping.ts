import 'server-only';
import { lt } from 'drizzle-orm';
import { getDb } from '../db/client';
import { contactMessages } from '../db/schema';

/**
 * Contact messages are kept 90 days from receipt: long enough to answer and to look back at a
 * conversation, no longer (they hold a name and an e-mail address). docs/operations.md says so.
 */
export const CONTACT_MESSAGE_TTL_MS = 90 * 24 * 60 * 60_000;

/** Deletes contact messages past their retention period. */
export async function cleanUpContactMessages(now: number): Promise<void> {
  const db = await getDb();
  await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, new Date(now - CONTACT_MESSAGE_TTL_MS)));
}
