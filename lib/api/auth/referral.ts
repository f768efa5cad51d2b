import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { partners } from '../../db/schema';
import { log } from '../../log';
import { readRef } from './ref-link';

// The partner an affiliate link names (ADR 0022), never trusted: the id must be well formed and
// belong to an active partner when the order is created. An unknown or suspended id, like a
// malformed one, attributes nothing and refuses nothing.

export interface Referral {
  /** The create request's `ref` (the swap flow carries the link's id in its URL and body). */
  ref?: string | null | undefined;
  /** The `sl_ref` cookie, when the visitor's consent covers it (lib/consent/ref-cookie.ts). */
  cookieRef?: string | null | undefined;
  /**
   * The create request came from the site's form inside the embedded widget (`widget-v2`,
   * ADR 0023), or opened in a tab by the compact widget or the bot (./source-marker.ts).
   */
  source?: 'widget-v1' | 'widget-v2' | 'bot' | undefined;
}

/** The active partner a referral names: the request's `ref` first, then the cookie's; or null. */
export async function referredPartner({ ref, cookieRef }: Referral): Promise<string | null> {
  const candidate = readRef(ref) ?? readRef(cookieRef);
  if (candidate === null) return null;
  try {
    const db = await getDb();
    const [row] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.id, candidate), eq(partners.status, 'active')))
      .limit(1);
    return row?.id ?? null;
  } catch (error) {
    // The order matters more than its attribution (ADR 0021): it goes ahead without a partner.
    log.error('affiliate link: the partner could not be looked up', { error });
    return null;
  }
}
