import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '../db/client';
import { partnerApplications } from '../db/schema';

// The stored /for-partners applications for the operator's command (npm run admin --
// applications): the way to read them when no e-mail forwards them (no CONTACT_EMAIL or SMTP),
// and the digest's "read them all".

export interface StoredApplication {
  id: number;
  name: string;
  company: string;
  email: string;
  website: string | null;
  expectedVolume: string;
  message: string;
  locale: string;
  createdAt: string;
}

export const APPLICATIONS_LIST_LIMIT = 200;

/** The newest applications first, at most APPLICATIONS_LIST_LIMIT. */
export async function listApplications(): Promise<StoredApplication[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(partnerApplications)
    .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
    .limit(APPLICATIONS_LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
