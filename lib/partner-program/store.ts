import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { isApiScope, type ApiScope } from '@/lib/api/auth/scopes';
import { getDb } from '@/lib/db/client';
import { apiKeys, partners } from '@/lib/db/schema';
import { toDecimal } from '@/lib/decimal';
import { env } from '@/lib/env';
import { newKeySecret, newPublicId, newSigningSecret } from './ids';
import {
  DEFAULT_SCOPES,
  type CreatePartnerInput,
  type IssueKeyInput,
  type UpdatePartnerInput,
} from './inputs';
import { forgetCachedKeys } from '@/lib/api/auth/key-table';
import { newWebhookSecret } from '../partner-webhooks';
import { validateWebhookUrl } from './webhook-url';

// The partners and their keys, as the operator's command manages them (app/api/admin/partners).
// A key's token is made here and returned once, by issueKey and rotateKey: only its id, a
// display prefix and (secret keys) the SHA-256 of its secret are stored, and nothing here logs
// it. Every write drops this instance's cached keys; other instances see it within the key
// cache's bound (lib/api/auth/key-table.ts, KEY_CACHE_TTL_MS).

type PartnerRow = typeof partners.$inferSelect;
type KeyRow = typeof apiKeys.$inferSelect;

export interface PartnerView {
  id: string;
  name: string;
  email: string;
  website: string | null;
  commissionRate: string;
  revenueShare: string;
  allowedOrigins: string[];
  webhookUrl: string | null;
  /** Whether a webhook signing secret exists (the secret itself is shown once, when made). */
  webhookSecretSet: boolean;
  status: PartnerRow['status'];
  createdAt: string;
  updatedAt: string;
}

export interface KeyView {
  id: string;
  partnerId: string;
  kind: KeyRow['kind'];
  label: string;
  /** Enough of the token to tell keys apart: sl_sk_<id>_<4 characters>… or sl_pk_<id>. */
  displayPrefix: string;
  scopes: ApiScope[];
  origins: string[];
  rateLimitPerMinute: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A key just made: its token is in this answer and nowhere else, ever. */
export interface IssuedKey {
  key: KeyView;
  token: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const decimal = (value: string) => toDecimal(value) ?? value;

function partnerView(row: PartnerRow): PartnerView {
  return {
    id: row.id,
    name: row.name,
    email: row.contactEmail,
    website: row.website,
    commissionRate: decimal(row.commissionRate),
    revenueShare: decimal(row.revenueShare),
    allowedOrigins: row.allowedOrigins,
    webhookUrl: row.webhookUrl,
    webhookSecretSet: row.webhookSecret !== null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function keyView(row: KeyRow): KeyView {
  return {
    id: row.id,
    partnerId: row.partnerId,
    kind: row.kind,
    label: row.label,
    displayPrefix: row.displayPrefix,
    scopes: row.scopes.filter(isApiScope),
    origins: row.origins,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Refuses a webhook URL the one check (validateWebhookUrl) refuses: 400 on webhookUrl. */
async function checkWebhookUrl(url: string | null | undefined): Promise<void> {
  if (url === null || url === undefined) return;
  const problem = await validateWebhookUrl(url);
  if (problem) {
    throw new ApiError('validation_failed', { fields: { webhookUrl: 'invalid' }, cause: problem });
  }
}

const notFound = () => new ApiError('not_found');

/** A new partner, with a webhook signing secret when it has a webhook URL (shown this once). */
export async function createPartner(
  input: CreatePartnerInput,
): Promise<{ partner: PartnerView; webhookSecret?: string }> {
  await checkWebhookUrl(input.webhookUrl);
  const webhookSecret = input.webhookUrl ? newWebhookSecret() : undefined;
  const db = await getDb();
  const [row] = await db
    .insert(partners)
    .values({
      id: newPublicId(),
      name: input.name,
      contactEmail: input.email,
      website: input.website ?? null,
      commissionRate: input.commissionRate ?? env().PARTNER_COMMISSION_RATE,
      revenueShare: input.revenueShare,
      allowedOrigins: input.allowedOrigins,
      webhookUrl: input.webhookUrl ?? null,
      webhookSecret: webhookSecret ?? null,
    })
    .returning();
  return { partner: partnerView(row!), ...(webhookSecret ? { webhookSecret } : {}) };
}

/** Every partner, oldest first (the operator's list). */
export async function listPartners(): Promise<PartnerView[]> {
  const db = await getDb();
  const rows = await db.select().from(partners).orderBy(asc(partners.createdAt), asc(partners.id));
  return rows.map(partnerView);
}

export async function getPartner(id: string): Promise<PartnerView | null> {
  const db = await getDb();
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row ? partnerView(row) : null;
}

/**
 * Changes the fields given; a webhook URL set for the first time gets a signing secret (shown
 * this once). Suspending (status 'suspended') refuses every key of the partner within the key
 * cache's bound; 'active' accepts them again. 404 not_found for an unknown partner.
 */
export async function updatePartner(
  id: string,
  input: UpdatePartnerInput,
): Promise<{ partner: PartnerView; webhookSecret?: string }> {
  await checkWebhookUrl(input.webhookUrl);
  const db = await getDb();
  const [current] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  if (!current) throw notFound();
  const webhookSecret =
    input.webhookUrl && current.webhookSecret === null ? newWebhookSecret() : undefined;
  const set: Partial<typeof partners.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) set.name = input.name;
  if (input.email !== undefined) set.contactEmail = input.email;
  if (input.website !== undefined) set.website = input.website;
  if (input.commissionRate !== undefined) set.commissionRate = input.commissionRate;
  if (input.revenueShare !== undefined) set.revenueShare = input.revenueShare;
  if (input.allowedOrigins !== undefined) set.allowedOrigins = input.allowedOrigins;
  if (input.webhookUrl !== undefined) set.webhookUrl = input.webhookUrl;
  if (webhookSecret) set.webhookSecret = webhookSecret;
  if (input.status !== undefined) set.status = input.status;
  const [row] = await db.update(partners).set(set).where(eq(partners.id, id)).returning();
  forgetCachedKeys();
  return { partner: partnerView(row!), ...(webhookSecret ? { webhookSecret } : {}) };
}

export const suspendPartner = (id: string) => updatePartner(id, { status: 'suspended' });

type KeySettings = Pick<KeyRow, 'partnerId' | 'kind' | 'label' | 'scopes' | 'origins'> & {
  rateLimitPerMinute: number;
};

/** A key row with new id and secrets for `settings`, and its token. */
function makeKey(settings: KeySettings): { row: typeof apiKeys.$inferInsert; token: string } {
  const id = newPublicId();
  if (settings.kind === 'secret') {
    const secret = newKeySecret();
    return {
      token: `sl_sk_${id}_${secret}`,
      row: {
        ...settings,
        id,
        displayPrefix: `sl_sk_${id}_${secret.slice(0, 4)}…`,
        secretSha256: sha256Hex(secret),
        embedSecret: null,
        origins: [],
      },
    };
  }
  return {
    token: `sl_pk_${id}`,
    row: {
      ...settings,
      id,
      displayPrefix: `sl_pk_${id}`,
      secretSha256: null,
      embedSecret: newSigningSecret(),
    },
  };
}

/**
 * Issues a key to a partner: the scopes given or the kind's defaults (inputs.ts, DEFAULT_SCOPES),
 * the limit given or PARTNER_KEY_RATE_LIMIT, and for a publishable key the origins
 * given or the partner's allowed origins (one at least). The token is in the answer only.
 */
export async function issueKey(partnerId: string, input: IssueKeyInput): Promise<IssuedKey> {
  const db = await getDb();
  const [partner] = await db.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
  if (!partner) throw notFound();
  const origins = input.kind === 'publishable' ? (input.origins ?? partner.allowedOrigins) : [];
  if (input.kind === 'publishable' && origins.length === 0) {
    // A publishable key from nowhere would refuse every browser: say so now.
    throw new ApiError('validation_failed', { fields: { origins: 'invalid' } });
  }
  const { row, token } = makeKey({
    partnerId,
    kind: input.kind,
    label: input.label,
    scopes: [...(input.scopes ?? DEFAULT_SCOPES[input.kind])],
    origins,
    rateLimitPerMinute: input.rateLimitPerMinute ?? env().PARTNER_KEY_RATE_LIMIT,
  });
  const [stored] = await db.insert(apiKeys).values(row).returning();
  return { key: keyView(stored!), token };
}

/** A partner's keys, newest first, revoked ones included; 404 for an unknown partner. */
export async function listKeys(partnerId: string): Promise<KeyView[]> {
  const db = await getDb();
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner) throw notFound();
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.partnerId, partnerId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(keyView);
}

/**
 * Replaces a usable key with a new one of the same settings (new id, new secret; a publishable
 * key's embed tokens are signed anew), revoking the old one in the same transaction. 404 for an
 * unknown or already revoked key.
 */
export async function rotateKey(keyId: string): Promise<IssuedKey & { revoked: KeyView }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [old] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
      .returning();
    if (!old) return null;
    const { row, token } = makeKey({
      partnerId: old.partnerId,
      kind: old.kind,
      label: old.label,
      scopes: old.scopes,
      origins: old.origins,
      rateLimitPerMinute: old.rateLimitPerMinute,
    });
    const [fresh] = await tx.insert(apiKeys).values(row).returning();
    return { key: keyView(fresh!), token, revoked: keyView(old) };
  });
  forgetCachedKeys();
  if (!result) throw notFound();
  return result;
}

/** Revokes a key for good (again: no change); 404 for an unknown key. */
export async function revokeKey(keyId: string): Promise<KeyView> {
  const db = await getDb();
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
  forgetCachedKeys();
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, keyId)).limit(1);
  if (!row) throw notFound();
  return keyView(row);
}
