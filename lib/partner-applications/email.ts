import 'server-only';
import { and, asc, count, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { brand } from '../brand';
import type { Db } from '../db/client';
import { outbox, partnerApplications } from '../db/schema';
import { env } from '../env';
import { enqueueOutbox, registerOutboxKind, type EmailContent } from '../mail/outbox';
import { mailDay, takeRecipientQuota } from '../mail/recipient-cap';

// The e-mail that forwards a partner application to the operator (CONTACT_EMAIL, the contact
// form's address), on lib/mail's outbox, the way lib/contact/email.ts forwards contact messages:
// one e-mail each up to CONTACT_MAIL_DAILY_LIMIT a day (a count of their own), then one digest
// after the day ends. Written for the operator, so in English; Reply-To is the applicant.

export const APPLICATION_EMAIL_KIND = 'partner_application';
export const APPLICATION_DIGEST_KIND = 'partner_application_digest';
/** The most applications a digest lists; the rest it counts (the admin command reads them all). */
export const DIGEST_MAX_LISTED = 200;
/** The count of application e-mails per day, apart from the contact and swap e-mails' counts. */
const QUOTA_SCOPE = 'partner-application';
const DAY_MS = 24 * 60 * 60_000;

const payloadSchema = z.object({ applicationId: z.number().int() });
const digestPayloadSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

type ApplicationRow = typeof partnerApplications.$inferSelect;

const subjectOf = (applicationId: number) => `partner-application:${applicationId}`;

/** Volumes as the operator reads them. */
const VOLUME_WORDS: Record<ApplicationRow['expectedVolume'], string> = {
  'under-10k': 'under 10,000 USD a month',
  '10k-100k': '10,000 to 100,000 USD a month',
  '100k-1m': '100,000 to 1,000,000 USD a month',
  'over-1m': 'over 1,000,000 USD a month',
};

/**
 * Forwards an application just stored (in its transaction): its own e-mail while the day's count
 * of application e-mails to `to` is under CONTACT_MAIL_DAILY_LIMIT, else the day's one digest.
 * The count is taken in the transaction, so an application rolled back counts for nothing.
 */
export async function forwardApplication(
  db: Db,
  application: { id: number; createdAt: Date },
  to: string,
): Promise<void> {
  const day = mailDay(application.createdAt);
  const quota = await takeRecipientQuota(db, to, env().CONTACT_MAIL_DAILY_LIMIT, {
    scope: QUOTA_SCOPE,
    day,
  });
  if (quota) {
    return enqueueOutbox(db, {
      channel: 'email',
      kind: APPLICATION_EMAIL_KIND,
      payload: { applicationId: application.id },
      subject: subjectOf(application.id),
    });
  }
  await enqueueOutbox(db, {
    channel: 'email',
    kind: APPLICATION_DIGEST_KIND,
    payload: { day },
    subject: `partner-application-digest:${day}`,
    availableAt: new Date(Date.parse(day) + DAY_MS),
  });
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Line breaks and control characters would let a subject add headers or break the line. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

export function renderApplicationEmail(row: ApplicationRow): EmailContent {
  const facts = [
    ['From', `${oneLine(row.name)} <${row.email}>`],
    ['Company', oneLine(row.company)],
    ['Website', row.website ?? '(none given)'],
    ['Expected volume', VOLUME_WORDS[row.expectedVolume]],
    ['Language', row.locale],
    ['Received', row.createdAt.toISOString()],
    ['Application number', String(row.id)],
  ] as const;
  const text = [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    row.message,
    '',
    `Reply to this e-mail to answer ${oneLine(row.name)}. A partner is created with \`npm run admin\` (docs/partners.md).`,
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
    subject: `[${brand().name} partners] ${oneLine(row.company)}: application from ${oneLine(row.name)}`,
    text,
    html,
    replyTo: row.email,
  };
}

type DigestRow = Pick<
  ApplicationRow,
  'id' | 'name' | 'company' | 'email' | 'expectedVolume' | 'locale' | 'createdAt'
>;

export function renderApplicationDigest(
  day: string,
  rows: DigestRow[],
  total: number,
): EmailContent {
  const line = (row: DigestRow) =>
    `#${row.id}  ${row.createdAt.toISOString().slice(11, 16)} UTC  ${row.locale}  ${oneLine(row.company)}  ${oneLine(row.name)} <${row.email}>  ${row.expectedVolume}`;
  const more = total - rows.length;
  const text = [
    `${total} partner applications on ${day} came in after the first ${env().CONTACT_MAIL_DAILY_LIMIT} of the day (CONTACT_MAIL_DAILY_LIMIT), so they are listed here instead of one e-mail each. They are stored: read them with \`npm run admin -- applications\`.`,
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
    subject: `[${brand().name} partners] ${total} more applications on ${day} (digest)`,
    text,
    html,
  };
}

/** The day's applications that got no e-mail of their own, oldest first, and how many. */
async function digestOf(db: Db, day: string): Promise<{ rows: DigestRow[]; total: number }> {
  const start = new Date(Date.parse(day));
  const unforwarded = and(
    gte(partnerApplications.createdAt, start),
    lt(partnerApplications.createdAt, new Date(start.getTime() + DAY_MS)),
    notExists(
      db
        .select({ one: sql`1` })
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, APPLICATION_EMAIL_KIND),
            eq(outbox.subject, sql`'partner-application:' || ${partnerApplications.id}`),
          ),
        ),
    ),
  );
  const [counted] = await db
    .select({ total: count() })
    .from(partnerApplications)
    .where(unforwarded);
  const rows = await db
    .select({
      id: partnerApplications.id,
      name: partnerApplications.name,
      company: partnerApplications.company,
      email: partnerApplications.email,
      expectedVolume: partnerApplications.expectedVolume,
      locale: partnerApplications.locale,
      createdAt: partnerApplications.createdAt,
    })
    .from(partnerApplications)
    .where(unforwarded)
    .orderBy(asc(partnerApplications.id))
    .limit(DIGEST_MAX_LISTED);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Lets the outbox deliver applications and their digests (called by lib/startup). */
export function registerApplicationEmail(): void {
  registerOutboxKind(APPLICATION_DIGEST_KIND, {
    channel: 'email',
    async prepare(payload, db) {
      const to = env().CONTACT_EMAIL;
      if (!to) return { skip: 'CONTACT_EMAIL is not set' };
      const { day } = digestPayloadSchema.parse(payload);
      const { rows, total } = await digestOf(db, day);
      if (total === 0) return { skip: 'no application left for the digest' };
      return { to, capped: false, compose: async () => renderApplicationDigest(day, rows, total) };
    },
  });
  registerOutboxKind(APPLICATION_EMAIL_KIND, {
    channel: 'email',
    async prepare(payload, db) {
      const to = env().CONTACT_EMAIL;
      if (!to) return { skip: 'CONTACT_EMAIL is not set' };
      const { applicationId } = payloadSchema.parse(payload);
      const [row] = await db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.id, applicationId));
      if (!row) return { skip: 'application no longer stored' };
      return { to, capped: false, compose: async () => renderApplicationEmail(row) };
    },
  });
}
