import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { brand } from '../brand';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { env } from '../env';
import { enqueueOutbox, registerOutboxKind, type EmailContent } from '../mail/outbox';

// The e-mail that forwards a contact message to the operator (CONTACT_EMAIL), on lib/mail's
// outbox. It is written for the operator, not the visitor, so it is in English and carries the
// visitor's language; Reply-To is the visitor, so answering it answers them.

export const CONTACT_EMAIL_KIND = 'contact_message';

const payloadSchema = z.object({ messageId: z.number().int() });

type ContactRow = typeof contactMessages.$inferSelect;

/** Queues the e-mail of one stored message (at most one per message, ever). */
export function enqueueContactEmail(db: Db, messageId: number): Promise<void> {
  return enqueueOutbox(db, {
    kind: CONTACT_EMAIL_KIND,
    payload: { messageId },
    subject: `contact:${messageId}`,
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

/** Lets the outbox deliver contact messages (called by lib/startup). */
export function registerContactEmail(): void {
  registerOutboxKind(CONTACT_EMAIL_KIND, {
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
