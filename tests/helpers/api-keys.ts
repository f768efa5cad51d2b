import { createHash } from 'node:crypto';
import { embedSignature, type KeyStore, type StoredKey } from '@/lib/api/auth/keys';
import { API_SCOPES, type ApiScope } from '@/lib/api/auth/scopes';

// Keys for the key strategies' tests: a store (getKeyStore) that knows these, in place of the
// key table (lib/api/auth/key-table.ts, tested against a database on its own).

export const PARTNER_ID = 'partner-1';
export const SECRET = 'S3cr3tS3cr3tS3cr3tS3cr3tS3cr3t12';
export const PARTNER_ORIGIN = 'https://partner.example';
const EMBED_SECRET = 'embed-signing-secret';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const secretKey = (id: string, secret = SECRET) => `sl_sk_${id}_${secret}`;
export const webhookKey = (id: string, secret = SECRET) => `sl_wh_${id}_${secret}`;

/** An embed token for publishable key `id`, expiring `inSeconds` from now. */
export function embedToken(id: string, inSeconds = 300, secret = EMBED_SECRET): string {
  const expires = String(Math.floor(Date.now() / 1000) + inSeconds);
  return `sl_et_${id}_${expires}_${embedSignature(secret, id, expires)}`;
}

/** A store that knows one key of each kind under each of `ids`, allowed `scopes` (all by default). */
export function keyStore(
  ids: readonly string[],
  scopes: readonly ApiScope[] = API_SCOPES,
  { rateLimitPerMinute }: { rateLimitPerMinute?: number } = {},
): KeyStore {
  const limit = rateLimitPerMinute === undefined ? {} : { rateLimitPerMinute };
  const keys = new Map<string, StoredKey>();
  for (const id of ids) {
    keys.set(`secret:${id}`, {
      id,
      kind: 'secret',
      partnerId: PARTNER_ID,
      secretSha256: sha256(SECRET),
      scopes,
      ...limit,
    });
    keys.set(`webhook:${id}`, {
      id,
      kind: 'webhook',
      partnerId: PARTNER_ID,
      secretSha256: sha256(SECRET),
      scopes,
    });
    keys.set(`publishable:${id}`, {
      id,
      kind: 'publishable',
      partnerId: PARTNER_ID,
      origins: [PARTNER_ORIGIN],
      embedSecret: EMBED_SECRET,
      scopes,
      ...limit,
    });
  }
  return {
    find: async (kind, id) => keys.get(`${kind}:${id}`),
    knowsOrigin: async (origin) => ids.length > 0 && origin === PARTNER_ORIGIN,
  };
}
