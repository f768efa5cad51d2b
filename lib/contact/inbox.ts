import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '../db/client';
import { contactMessages } from '../db/schema';

// The stored contact messages for the operator's command (npm run admin -- contact list): the
// way to read them when no e-mail forwards them (no CONTACT_EMAIL or no SMTP).

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  createdAt: string;
}

export const INBOX_LIST_LIMIT = 200;

/** The newest messages first, at most INBOX_LIST_LIMIT. */
export async function listContactMessages(): Promise<StoredContactMessage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(INBOX_LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
