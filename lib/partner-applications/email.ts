import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { brand } from '../brand';
import { partnerApplications } from '../db/schema';
import { digestWhere, factsEmail, oneLine, operatorInbox } from '../mail/operator-inbox';

// The e-mail that forwards a partner application to the operator (CONTACT_EMAIL, the contact
// form's address), on the operator inbox kit (lib/mail/operator-inbox.ts), as contact messages
// go: one e-mail each up to CONTACT_MAIL_DAILY_LIMIT a day (a count of their own), then one
// digest after the day ends. Reply-To is the applicant.

type ApplicationRow = typeof partnerApplications.$inferSelect;
type DigestRow = Pick<
  ApplicationRow,
  'id' | 'name' | 'company' | 'email' | 'expectedVolume' | 'locale' | 'createdAt'
>;

/** Volumes as the operator reads them. */
const VOLUME_WORDS: Record<ApplicationRow['expectedVolume'], string> = {
  'under-10k': 'under 10,000 USD a month',
  '10k-100k': '10,000 to 100,000 USD a month',
  '100k-1m': '100,000 to 1,000,000 USD a month',
  'over-1m': 'over 1,000,000 USD a month',
};

const applicationInbox = operatorInbox<ApplicationRow, DigestRow>({
  scope: 'partner-application',
  emailKind: 'partner_application',
  digestKind: 'partner_application_digest',
  idField: 'applicationId',
  plural: 'partner applications',
  noun: { one: 'application', other: 'applications' },
  readCommand: 'npm run admin -- applications',
  tag: () => `[${brand().name} partners]`,
  async load(db, id) {
    const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
    return row;
  },
  async digestRows(db, window) {
    const where = digestWhere(window, partnerApplications);
    const [counted] = await db.select({ total: count() }).from(partnerApplications).where(where);
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
      .where(where)
      .orderBy(asc(partnerApplications.id))
      .limit(window.limit);
    return { rows, total: Number(counted?.total ?? 0) };
  },
  render(row) {
    const facts = [
      ['From', `${oneLine(row.name)} <${row.email}>`],
      ['Company', oneLine(row.company)],
      ['Website', row.website ?? '(none given)'],
      ['Expected volume', VOLUME_WORDS[row.expectedVolume]],
      ['Language', row.locale],
      ['Received', row.createdAt.toISOString()],
      ['Application number', String(row.id)],
    ] as const;
    return {
      subject: `[${brand().name} partners] ${oneLine(row.company)}: application from ${oneLine(row.name)}`,
      ...factsEmail(
        facts,
        row.message,
        `Reply to this e-mail to answer ${oneLine(row.name)}. A partner is created with \`npm run admin\` (docs/partners.md).`,
      ),
      replyTo: row.email,
    };
  },
  digestLine: (row) =>
    `#${row.id}  ${row.createdAt.toISOString().slice(11, 16)} UTC  ${row.locale}  ${oneLine(row.company)}  ${oneLine(row.name)} <${row.email}>  ${row.expectedVolume}`,
});

/** Forwards an application just stored, in its transaction. */
export const forwardApplication = applicationInbox.forward;

/** Lets the outbox deliver applications and their digests (called by lib/startup). */
export const registerApplicationEmail = applicationInbox.register;
