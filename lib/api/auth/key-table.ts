import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { KeyKind, KeyStore, StoredKey } from './keys';
import { isApiScope } from './scopes';
import { getDb } from '../../db/client';
import { apiKeys, partners } from '../../db/schema';
import { log } from '../../log';
import { processSingleton } from '../../process-singleton.mjs';

// The key strategies' store (./keys.ts, getKeyStore): the api_keys table joined with partners
// (lib/partner-program writes them). A key is usable while it is not revoked and its partner is active; anything else
// (unknown, revoked, a suspended partner's) is undefined, which the strategies answer 401.
//
// Revocation bound: each process keeps what it looked up, found or not, for KEY_CACHE_TTL_MS
// (5 s) at most, so a key revoked (or a partner suspended) on one instance is refused by every
// instance within 5 seconds, and at once by the instance that did it (the store's writes drop
// its cache). `last_used_at` is written at most once a minute per key, not per request.

/** Longest time a looked-up key (or its absence) is reused without asking the database. */
export const KEY_CACHE_TTL_MS = 5_000;
/** Entries a process keeps at most; an unknown id fills one too, so the cache is bounded. */
export const KEY_CACHE_MAX_ENTRIES = 10_000;
/** `last_used_at` is written at most this often per key. */
export const LAST_USED_EVERY_MS = 60_000;

interface Cached<T> {
  value: T;
  expires: number;
}

interface KeyCache {
  keys: Map<string, Cached<StoredKey | undefined>>;
  origins: Cached<ReadonlySet<string>> | null;
  /** When this process last wrote each key's last_used_at. */
  used: Map<string, number>;
}

const getCache = processSingleton('api-key-cache', (): KeyCache => ({
  keys: new Map(),
  origins: null,
  used: new Map(),
}));

/** Drops what this process cached: called after every write of partners or keys. */
export function forgetCachedKeys(): void {
  const cache = getCache();
  cache.keys.clear();
  cache.origins = null;
}

function remember(cache: KeyCache, name: string, value: StoredKey | undefined, now: number) {
  if (cache.keys.size >= KEY_CACHE_MAX_ENTRIES) {
    for (const [key, entry] of cache.keys) if (entry.expires <= now) cache.keys.delete(key);
    // Still full of live entries: the oldest goes (a Map iterates in insertion order).
    if (cache.keys.size >= KEY_CACHE_MAX_ENTRIES) {
      cache.keys.delete(cache.keys.keys().next().value!);
    }
  }
  cache.keys.set(name, { value, expires: now + KEY_CACHE_TTL_MS });
}

async function lookUp(kind: 'secret' | 'publishable', id: string): Promise<StoredKey | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ key: apiKeys })
    .from(apiKeys)
    .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
    .where(
      and(
        eq(apiKeys.id, id),
        eq(apiKeys.kind, kind),
        isNull(apiKeys.revokedAt),
        eq(partners.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { key } = row;
  const stored: StoredKey = {
    id: key.id,
    kind: key.kind,
    partnerId: key.partnerId,
    scopes: key.scopes.filter(isApiScope),
    rateLimitPerMinute: key.rateLimitPerMinute,
  };
  if (key.secretSha256) stored.secretSha256 = key.secretSha256;
  if (key.kind === 'publishable') stored.origins = key.origins;
  if (key.embedSecret) stored.embedSecret = key.embedSecret;
  return stored;
}

async function usableOrigins(): Promise<ReadonlySet<string>> {
  const db = await getDb();
  const rows = await db
    .select({ origins: apiKeys.origins })
    .from(apiKeys)
    .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
    .where(
      and(
        eq(apiKeys.kind, 'publishable'),
        isNull(apiKeys.revokedAt),
        eq(partners.status, 'active'),
      ),
    );
  return new Set(rows.flatMap((row) => row.origins));
}

async function touch(id: string, now: Date): Promise<void> {
  const db = await getDb();
  const before = new Date(now.getTime() - LAST_USED_EVERY_MS);
  // The condition keeps several instances from writing the same minute over and over.
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before))));
}

/** The store of the key table, with the per-process cache above. */
export function createDbKeyStore(clock: () => number = Date.now): KeyStore {
  return {
    async find(kind: KeyKind, id: string) {
      // Webhook senders' secrets (the bot, provider callbacks) are no partner's key.
      if (kind === 'webhook') return undefined;
      const cache = getCache();
      const name = `${kind}:${id}`;
      const now = clock();
      const hit = cache.keys.get(name);
      if (hit && hit.expires > now) return hit.value;
      const found = await lookUp(kind, id);
      remember(cache, name, found, clock());
      return found;
    },
    async knowsOrigin(origin: string) {
      const cache = getCache();
      const now = clock();
      if (!cache.origins || cache.origins.expires <= now) {
        cache.origins = { value: await usableOrigins(), expires: clock() + KEY_CACHE_TTL_MS };
      }
      return cache.origins.value.has(origin);
    },
    markUsed(id: string) {
      const cache = getCache();
      const now = clock();
      const last = cache.used.get(id);
      if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
      cache.used.set(id, now);
      if (cache.used.size > KEY_CACHE_MAX_ENTRIES) cache.used.clear();
      // Off the request's path: a failed write only leaves an older last_used_at.
      touch(id, new Date(now)).catch((error: unknown) => {
        log.warn('partner keys: last_used_at not written', { keyId: id, error });
      });
    },
  };
}
