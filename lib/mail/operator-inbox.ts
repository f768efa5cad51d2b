import 'server-only';
import { and, eq, gte, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { env } from '../env';
import { enqueueOutbox, registerOutboxKind, type EmailContent } from './outbox';
import { mailDay, takeRecipientQuota } from './recipient-cap';

// Mail to the operator's own inbox (CONTACT_EMAIL) about something a visitor sent and the site
// stored: a contact message (lib/contact), a partner application (lib/partner-applications).
// One e-mail each while the day's count of that kind is under CONTACT_MAIL_DAILY_LIMIT, then one
// digest after the UTC day ends listing what got no e-mail of its own (security review L6,
// ADR 0004). Written for the operator, so in English; the domain says what a row looks like.

const DAY_MS = 24 * 60 * 60_000;
/** The most rows a digest lists; the rest it counts (the admin command reads them all). */
export const DIGEST_MAX_LISTED = 200;

const digestPayloadSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Line breaks and control characters would let a subject add headers or break the line. */
export const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** The rows of one UTC day that got no e-mail of their own: what the domain's query filters by. */
export interface DigestWindow {
  start: Date;
  end: Date;
  /** True for a row whose id has no e-mail of this kind in the outbox. */
  notForwarded(id: AnyPgColumn): SQL;
  limit: number;
}

interface Stored {
  id: number;
  createdAt: Date;
}

export interface OperatorInboxSpec<Row extends Stored, DigestRow extends Stored> {
  /** The outbox subjects (`<scope>:<id>`, `<scope>-digest:<day>`) and the day's own count. */
  scope: string;
  emailKind: string;
  digestKind: string;
  /** The payload's field with the row's id (kept as queued rows already carry it). */
  idField: string;
  /** The plural the digest's first line counts: "contact messages", "partner applications". */
  plural: string;
  /** What one is and many are once the tag has named the kind: "message(s)", "application(s)". */
  noun: { one: string; other: string };
  /** How the operator reads them all: "npm run admin -- contact list". */
  readCommand: string;
  /** "[Brand contact]": the subject's tag. */
  tag(): string;
  load(db: Db, id: number): Promise<Row | undefined>;
  digestRows(db: Db, window: DigestWindow): Promise<{ rows: DigestRow[]; total: number }>;
  /** The facts table and the visitor's text of one row's e-mail. */
  render(row: Row): EmailContent;
  /** One line of the digest. */
  digestLine(row: DigestRow): string;
}

export interface OperatorInbox<DigestRow extends Stored> {
  forward(db: Db, row: Stored, to: string): Promise<void>;
  renderDigest(day: string, rows: DigestRow[], total: number): EmailContent;
  register(): void;
}

/** An e-mail's body: the facts as a table, then the visitor's own text. */
export function factsEmail(
  facts: readonly (readonly [string, string])[],
  message: string,
  closing: string,
): Pick<EmailContent, 'text' | 'html'> {
  const text = [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    message,
    '',
    closing,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">',
    '<table>',
    ...facts.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}

export function operatorInbox<Row extends Stored, DigestRow extends Stored>(
  spec: OperatorInboxSpec<Row, DigestRow>,
): OperatorInbox<DigestRow> {
  const payloadSchema = z.object({ [spec.idField]: z.number().int() });
  const subjectOf = (id: number) => `${spec.scope}:${id}`;

  /**
   * Forwards a row just stored (in its transaction): its own e-mail while the day's count is
   * under CONTACT_MAIL_DAILY_LIMIT, else the day's one digest. The count is taken in the
   * transaction, so a row rolled back counts for nothing.
   */
  async function forward(db: Db, row: Stored, to: string): Promise<void> {
    const day = mailDay(row.createdAt);
    const quota = await takeRecipientQuota(db, to, env().CONTACT_MAIL_DAILY_LIMIT, {
      scope: spec.scope,
      day,
    });
    if (quota) {
      return enqueueOutbox(db, {
        channel: 'email',
        kind: spec.emailKind,
        payload: { [spec.idField]: row.id },
        subject: subjectOf(row.id),
      });
    }
    // Queued once a day: the second and later overflowing rows find it there.
    await enqueueOutbox(db, {
      channel: 'email',
      kind: spec.digestKind,
      payload: { day },
      subject: `${spec.scope}-digest:${day}`,
      availableAt: new Date(Date.parse(day) + DAY_MS),
    });
  }

  function renderDigest(day: string, rows: DigestRow[], total: number): EmailContent {
    const more = total - rows.length;
    const text = [
      `${total} ${spec.plural} on ${day} came in after the first ${env().CONTACT_MAIL_DAILY_LIMIT} of the day (CONTACT_MAIL_DAILY_LIMIT), so they are listed here instead of one e-mail each. They are stored: read them with \`${spec.readCommand}\`.`,
      '',
      ...rows.map(spec.digestLine),
      ...(more > 0 ? ['', `… and ${more} more.`] : []),
    ].join('\n');
    const html = [
      '<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">',
      `<p>${escapeHtml(text.split('\n', 1)[0] ?? '')}</p>`,
      '<ul>',
      ...rows.map((row) => `<li>${escapeHtml(spec.digestLine(row))}</li>`),
      '</ul>',
      more > 0 ? `<p>… and ${more} more.</p>` : '',
      '</body></html>',
    ].join('\n');
    return {
      subject: `${spec.tag()} ${total} more ${spec.noun.other} on ${day} (digest)`,
      text,
      html,
    };
  }

  function digestWindow(db: Db, day: string): DigestWindow {
    const start = new Date(Date.parse(day));
    return {
      start,
      end: new Date(start.getTime() + DAY_MS),
      limit: DIGEST_MAX_LISTED,
      notForwarded: (id) =>
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(
              and(
                eq(outbox.kind, spec.emailKind),
                eq(outbox.subject, sql`cast(${`${spec.scope}:`} as text) || ${id}`),
              ),
            ),
        ),
    };
  }

  function register(): void {
    registerOutboxKind(spec.digestKind, {
      channel: 'email',
      async prepare(payload, db) {
        const to = env().CONTACT_EMAIL;
        if (!to) return { skip: 'CONTACT_EMAIL is not set' };
        const { day } = digestPayloadSchema.parse(payload);
        const { rows, total } = await spec.digestRows(db, digestWindow(db, day));
        if (total === 0) return { skip: `no ${spec.noun.one} left for the digest` };
        return { to, capped: false, compose: async () => renderDigest(day, rows, total) };
      },
    });
    registerOutboxKind(spec.emailKind, {
      channel: 'email',
      async prepare(payload, db) {
        const to = env().CONTACT_EMAIL;
        if (!to) return { skip: 'CONTACT_EMAIL is not set' };
        const id = payloadSchema.parse(payload)[spec.idField] as number;
        const row = await spec.load(db, id);
        // Deleted after its retention period: nothing left to forward.
        if (!row) return { skip: `${spec.noun.one} no longer stored` };
        return { to, capped: false, compose: async () => spec.render(row) };
      },
    });
  }

  return { forward, renderDigest, register };
}

/** The where clause of a digest's rows: created that day and not forwarded. */
export function digestWhere(
  window: DigestWindow,
  columns: { id: AnyPgColumn; createdAt: AnyPgColumn },
): SQL | undefined {
  return and(
    gte(columns.createdAt, window.start),
    lt(columns.createdAt, window.end),
    window.notForwarded(columns.id),
  );
}
