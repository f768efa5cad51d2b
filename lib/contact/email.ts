import 'server-only';
import { and, asc, count, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { brand } from '../brand';
import type { Db } from '../db/client';
import { contactMessages, outbox } from '../db/schema';
import { env } from '../env';
import { enqueueOutbox, registerOutboxKind, type EmailContent } from '../mail/outbox';
import { mailDay, takeRecipientQuota } from '../mail/recipient-cap';

// The e-mail that forwards a contact message to the operator (CONTACT_EMAIL), on lib/mail's
// outbox. It is written for the operator, not the visitor, so it is in English and carries the
// visitor's language; Reply-To is the visitor, so answering it answers them.

export const CONTACT_EMAIL_KIND = 'contact_message';
/** One e-mail listing a day's messages beyond CONTACT_MAIL_DAILY_LIMIT (security review L6). */
export const CONTACT_DIGEST_KIND = 'contact_digest';
/** The most messages a digest lists; the rest it counts (the admin command reads them all). */
export const DIGEST_MAX_LISTED = 200;
/** The count of contact e-mails per day, apart from the swap e-mails' count of the mailbox. */
const CONTACT_QUOTA_SCOPE = 'contact';
const DAY_MS = 24 * 60 * 60_000;

const payloadSchema = z.object({ messageId: z.number().int() });
const digestPayloadSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

type ContactRow = typeof contactMessages.$inferSelect;

const contactSubject = (messageId: number) => `contact:${messageId}`;

/** Queues the e-mail of one stored message (at most one per message, ever). */
export function enqueueContactEmail(db: Db, messageId: number): Promise<void> {
  return enqueueOutbox(db, {
    channel: 'email',
    kind: CONTACT_EMAIL_KIND,
    payload: { messageId },
    subject: contactSubject(messageId),
  });
}

/**
 * Forwards a message just stored (in its transaction): its own e-mail while the day's count of
 * contact e-mails to `to` is under CONTACT_MAIL_DAILY_LIMIT, else the day's one digest, sent
 * after the day ends and listing every message of the day that got no e-mail of its own. The
 * count is taken in the transaction, so a message rolled back counts for nothing (ADR 0004).
 */
export async function forwardContactMessage(
  db: Db,
  message: { id: number; createdAt: Date },
  to: string,
): Promise<void> {
  const day = mailDay(message.createdAt);
  const quota = await takeRecipientQuota(db, to, env().CONTACT_MAIL_DAILY_LIMIT, {
    scope: CONTACT_QUOTA_SCOPE,
    day,
  });
  if (quota) return enqueueContactEmail(db, message.id);
  // Queued once a day: the second and later overflowing messages find it there.
  await enqueueOutbox(db, {
    channel: 'email',
    kind: CONTACT_DIGEST_KIND,
    payload: { day },
    subject: `contact-digest:${day}`,
    availableAt: new Date(Date.parse(day) + DAY_MS),
  });
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Line breaks and control characters would let a subject add headers or break the line. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

export function renderContactEmail(row: ContactRow): EmailContent {
  const facts = [
    ['From', `${oneLine(row.name)} <${row.email}>`],
    ['Language', row.locale],
    ['Received', row.createdAt.toISOString()],
    ['Message number', String(row.id)],
  ] as const;
  const text = [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    row.message,
    '',
    `Reply to this e-mail to answer ${oneLine(row.name)}.`,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">',
    '<table>',
    ...facts.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(row.message)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    subject: `[${brand().name} contact] ${oneLine(row.subject)}`,
    text,
    html,
    replyTo: row.email,
  };
}

type DigestRow = Pick<ContactRow, 'id' | 'name' | 'email' | 'subject' | 'locale' | 'createdAt'>;

export function renderContactDigest(day: string, rows: DigestRow[], total: number): EmailContent {
  const line = (row: DigestRow) =>
    `#${row.id}  ${row.createdAt.toISOString().slice(11, 16)} UTC  ${row.locale}  ${oneLine(row.name)} <${row.email}>  ${oneLine(row.subject)}`;
  const more = total - rows.length;
  const text = [
    `${total} contact messages on ${day} came in after the first ${env().CONTACT_MAIL_DAILY_LIMIT} of the day (CONTACT_MAIL_DAILY_LIMIT), so they are listed here instead of one e-mail each. They are stored: read them with \`npm run admin -- contact list\`.`,
    '',
    ...rows.map(line),
    ...(more > 0 ? ['', `… and ${more} more.`] : []),
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(text.split('\n', 1)[0] ?? '')}</p>`,
    '<ul>',
    ...rows.map((row) => `<li>${escapeHtml(line(row))}</li>`),
    '</ul>',
    more > 0 ? `<p>… and ${more} more.</p>` : '',
    '</body></html>',
  ].join('\n');
  return {
    subject: `[${brand().name} contact] ${total} more messages on ${day} (digest)`,
    text,
    html,
  };
}

/** The day's messages that got no e-mail of their own, oldest first, and how many they are. */
async function digestOf(db: Db, day: string): Promise<{ rows: DigestRow[]; total: number }> {
  const start = new Date(Date.parse(day));
  const unforwarded = and(
    gte(contactMessages.createdAt, start),
    lt(contactMessages.createdAt, new Date(start.getTime() + DAY_MS)),
    notExists(
      db
        .select({ one: sql`1` })
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, CONTACT_EMAIL_KIND),
            eq(outbox.subject, sql`'contact:' || ${contactMessages.id}`),
          ),
        ),
    ),
  );
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(unforwarded);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      locale: contactMessages.locale,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(unforwarded)
    .orderBy(asc(contactMessages.id))
    .limit(DIGEST_MAX_LISTED);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Lets the outbox deliver contact messages and their digests (called by lib/startup). */
export function registerContactEmail(): void {
  registerOutboxKind(CONTACT_DIGEST_KIND, {
    channel: 'email',
    async prepare(payload, db) {
      const to = env().CONTACT_EMAIL;
      if (!to) return { skip: 'CONTACT_EMAIL is not set' };
      const { day } = digestPayloadSchema.parse(payload);
      const { rows, total } = await digestOf(db, day);
      if (total === 0) return { skip: 'no message left for the digest' };
      return { to, capped: false, compose: async () => renderContactDigest(day, rows, total) };
    },
  });
  registerOutboxKind(CONTACT_EMAIL_KIND, {
    channel: 'email',
    async prepare(payload, db) {
      const to = env().CONTACT_EMAIL;
      if (!to) return { skip: 'CONTACT_EMAIL is not set' };
      const { messageId } = payloadSchema.parse(payload);
      const [row] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, messageId));
      // Deleted after its retention period: nothing left to forward.
      if (!row) return { skip: 'message no longer stored' };
      return { to, capped: false, compose: async () => renderContactEmail(row) };
    },
  });
}
