import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { mailRecipientCounts } from '@/lib/db/schema';

// The daily cap of swap emails per recipient. Anyone may type any address into a swap, so
// without it the site could be made to mail one inbox without end. Counted in the database, so
// the cap holds however many instances send. A scope keeps another count for the same mailbox
// (the operator inbox kit, lib/mail/operator-inbox.ts).

/** One mailbox, however it is written: case, a '+tag', and Gmail's dots do not make another. */
export function mailboxOf(address: string): string {
  const [local = '', domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  let box = local.split('+', 1)[0] ?? '';
  if (domain === 'gmail.com' || domain === 'googlemail.com') box = box.replace(/\./g, '');
  return `${box}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** The table keeps a hash, not the address: it only needs to count. */
const recipientHash = (address: string, scope?: string) =>
  createHash('sha256')
    .update(scope ? `${scope}:${mailboxOf(address)}` : mailboxOf(address))
    .digest('hex');

/** The UTC day a count belongs to. */
export const mailDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

export interface RecipientQuota {
  recipientHash: string;
  day: string;
}

export interface QuotaOptions {
  /** Another count for the same mailbox (the operator's contact e-mails); none: swap e-mails. */
  scope?: string;
  /** The UTC day to count on (mailDay); today by default. */
  day?: string;
}

/**
 * Counts one email to `address` against today's cap; null (nothing counted) when the cap is
 * reached. One atomic upsert, so two instances cannot both take the last one.
 */
export async function takeRecipientQuota(
  db: Db,
  address: string,
  cap: number,
  options: QuotaOptions = {},
): Promise<RecipientQuota | null> {
  if (cap <= 0) return null;
  const quota = {
    recipientHash: recipientHash(address, options.scope),
    day: options.day ?? mailDay(),
  };
  const [row] = await db
    .insert(mailRecipientCounts)
    .values({ ...quota, sent: 1 })
    .onConflictDoUpdate({
      target: [mailRecipientCounts.recipientHash, mailRecipientCounts.day],
      set: { sent: sql`${mailRecipientCounts.sent} + 1` },
      setWhere: sql`${mailRecipientCounts.sent} < ${cap}`,
    })
    .returning({ sent: mailRecipientCounts.sent });
  return row ? quota : null;
}

/** Gives back what takeRecipientQuota counted when the email could not be sent after all. */
export async function returnRecipientQuota(db: Db, quota: RecipientQuota): Promise<void> {
  await db
    .update(mailRecipientCounts)
    .set({ sent: sql`greatest(${mailRecipientCounts.sent} - 1, 0)` })
    .where(
      and(
        eq(mailRecipientCounts.recipientHash, quota.recipientHash),
        eq(mailRecipientCounts.day, quota.day),
      ),
    );
}
