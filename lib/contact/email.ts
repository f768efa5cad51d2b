import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { brand } from '../brand';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { digestWhere, factsEmail, oneLine, operatorInbox } from '../mail/operator-inbox';

// The e-mail that forwards a contact message to the operator (CONTACT_EMAIL), on the operator
// inbox kit (lib/mail/operator-inbox.ts: one e-mail each up to CONTACT_MAIL_DAILY_LIMIT a day,
// then a digest). It carries the visitor's language; Reply-To is the visitor, so answering it
// answers them.

type ContactRow = typeof contactMessages.$inferSelect;
type DigestRow = Pick<ContactRow, 'id' | 'name' | 'email' | 'subject' | 'locale' | 'createdAt'>;

const contactInbox = operatorInbox<ContactRow, DigestRow>({
  scope: 'contact',
  emailKind: 'contact_message',
  digestKind: 'contact_digest',
  idField: 'messageId',
  plural: 'contact messages',
  noun: { one: 'message', other: 'messages' },
  readCommand: 'npm run admin -- contact list',
  tag: () => `[${brand().name} contact]`,
  async load(db, id) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row;
  },
  async digestRows(db: Db, window) {
    const where = digestWhere(window, contactMessages);
    const [counted] = await db.select({ total: count() }).from(contactMessages).where(where);
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
      .where(where)
      .orderBy(asc(contactMessages.id))
      .limit(window.limit);
    return { rows, total: Number(counted?.total ?? 0) };
  },
  render(row) {
    const facts = [
      ['From', `${oneLine(row.name)} <${row.email}>`],
      ['Language', row.locale],
      ['Received', row.createdAt.toISOString()],
      ['Message number', String(row.id)],
    ] as const;
    return {
      subject: `[${brand().name} contact] ${oneLine(row.subject)}`,
      ...factsEmail(facts, row.message, `Reply to this e-mail to answer ${oneLine(row.name)}.`),
      replyTo: row.email,
    };
  },
  digestLine: (row) =>
    `#${row.id}  ${row.createdAt.toISOString().slice(11, 16)} UTC  ${row.locale}  ${oneLine(row.name)} <${row.email}>  ${oneLine(row.subject)}`,
});

/** Forwards a message just stored, in its transaction (ADR 0004). */
export const forwardContactMessage = contactInbox.forward;

/** Lets the outbox deliver contact messages and their digests (called by lib/startup). */
export const registerContactEmail = contactInbox.register;
