import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { processSingleton } from '../../process-singleton.mjs';
import { ApiError } from '../errors';
import { createDbKeyStore } from './key-table';
import type { ApiScope } from './scopes';
import type { Caller } from './strategy';

// The keys partners hold, and where the strategies look them up. Their formats are fixed here;
// the api_keys table stores them (lib/partner-program: the store, its cache of a few seconds and
// the operator's commands). A key the store does not know is refused 401 by every strategy.
//
//   sl_sk_<id>_<secret>           a partner's secret key (server to server), Authorization: Bearer
//   sl_pk_<id>                    a publishable key (a partner's page), Authorization: Bearer
//   sl_et_<id>_<expires>_<hmac>   an embed token minted for a publishable key, lives minutes
//   sl_wh_<id>_<secret>           a webhook sender's secret (the bot, provider callbacks)

export type KeyKind = 'secret' | 'publishable' | 'webhook';

export interface StoredKey {
  id: string;
  kind: KeyKind;
  partnerId: string;
  /** SHA-256 (hex) of the secret part, for secret and webhook keys: the secret is not stored. */
  secretSha256?: string;
  /** Origins a publishable key may be used from, e.g. 'https://partner.example'. */
  origins?: readonly string[];
  /** Signs the embed tokens of a publishable key (HMAC-SHA256). */
  embedSecret?: string;
  /** What the key may do (./scopes.ts). */
  scopes: readonly ApiScope[];
  /** Requests per minute the key may make, all routes together; undefined: the routes' rules. */
  rateLimitPerMinute?: number;
}

export interface KeyStore {
  /** The usable key: unknown, revoked and a suspended partner's keys are all undefined. */
  find(kind: KeyKind, id: string): Promise<StoredKey | undefined>;
  /**
   * Whether some usable publishable key lists `origin`: a CORS preflight carries no key, so
   * this is all it can be answered by. Stores without it answer no preflight.
   */
  knowsOrigin?(origin: string): Promise<boolean>;
  /** Notes that a verified key was used (the store writes it at most once a minute). */
  markUsed?(id: string): void;
}

/** The api_keys table (./key-table.ts). Tests swap in a store of their own. */
export const getKeyStore = processSingleton('api-key-store', (): KeyStore => createDbKeyStore());

const ID = '[a-z0-9]{12}';
const SECRET = '[A-Za-z0-9]{32}';
export const KEY_FORMATS = {
  secret: new RegExp(`^sl_sk_(${ID})_(${SECRET})$`),
  publishable: new RegExp(`^sl_pk_(${ID})$`),
  webhook: new RegExp(`^sl_wh_(${ID})_(${SECRET})$`),
  embed: new RegExp(`^sl_et_(${ID})_(\\d{10})_([0-9a-f]{64})$`),
} as const;

/** The one refusal of every key strategy: which part failed is not said. */
export const unauthorized = (): ApiError => new ApiError('unauthorized');

/**
 * The caller a stored key identifies: counted in one bucket of its own and its Idempotency-Keys
 * kept apart (L8f), both under `<namespace>:<key id>`; `browser` says whether the route's origin
 * rule still applies (an embed token travels in a partner's page).
 */
export function keyCaller(
  strategy: Caller['strategy'],
  key: Pick<StoredKey, 'id' | 'partnerId' | 'scopes' | 'rateLimitPerMinute'>,
  { namespace = 'key', browser = false }: { namespace?: string; browser?: boolean } = {},
): Caller {
  const name = `${namespace}:${key.id}`;
  const caller: Caller = {
    strategy,
    buckets: [{ key: name, scale: 1 }],
    browser,
    scope: name,
    keyId: key.id,
    partnerId: key.partnerId,
    scopes: key.scopes,
  };
  if (key.rateLimitPerMinute !== undefined) caller.rateLimitPerMinute = key.rateLimitPerMinute;
  // Only a verified key gets here: its last use is worth noting (a webhook sender's is no key's).
  if (strategy !== 'webhook') getKeyStore().markUsed?.(key.id);
  return caller;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Whether two secrets are equal, in time that does not depend on where they differ. */
function sameSecret(candidate: Buffer, expected: Buffer): boolean {
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/** The stored key a `sl_sk_` or `sl_wh_` token names, if its secret matches; else 401. */
export async function verifySecretKey(
  kind: 'secret' | 'webhook',
  token: string | null,
): Promise<StoredKey> {
  const [, id, secret] = (token && KEY_FORMATS[kind].exec(token)) || [];
  if (!id || !secret) throw unauthorized();
  const key = await getKeyStore().find(kind, id);
  const expected = key?.secretSha256 ? Buffer.from(key.secretSha256, 'hex') : Buffer.alloc(32);
  // Hashed either way, so an unknown id takes as long as a wrong secret.
  const matches = sameSecret(sha256(secret), expected);
  if (!key || !key.secretSha256 || !matches) throw unauthorized();
  return key;
}

/** Longest life of an embed token: a widget page mints a new one as it loads. */
export const EMBED_TOKEN_MAX_AGE_S = 15 * 60;

export function embedSignature(secret: string, id: string, expires: string): string {
  return createHmac('sha256', secret).update(`${id}.${expires}`).digest('hex');
}

/** The publishable key an embed token was minted for, if it is signed and current; else 401. */
export async function verifyEmbedToken(
  token: string | null,
  nowMs = Date.now(),
): Promise<StoredKey> {
  const [, id, expires, signature] = (token && KEY_FORMATS.embed.exec(token)) || [];
  if (!id || !expires || !signature) throw unauthorized();
  const left = Number(expires) - nowMs / 1000;
  if (left <= 0 || left > EMBED_TOKEN_MAX_AGE_S) throw unauthorized();
  const key = await getKeyStore().find('publishable', id);
  if (!key?.embedSecret) throw unauthorized();
  const expected = Buffer.from(embedSignature(key.embedSecret, id, expires), 'hex');
  if (!sameSecret(Buffer.from(signature, 'hex'), expected)) throw unauthorized();
  return key;
}

/** Whether a browser's Origin header is one the key allows (no header: not a browser). */
export function originAllowed(key: StoredKey, origin: string | null): boolean {
  if (origin === null) return false;
  return (key.origins ?? []).includes(origin);
}
