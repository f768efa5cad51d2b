// @ts-check
// The page cache's two limits as the environment gives them (lib/cache/page-store.mjs). Plain
// JavaScript for the same reason as the store, and here rather than beside it so that the
// environment's schema (./schema.ts) checks them without importing the cache.

export const PAGE_CACHE_MAX_BYTES_ENV = 'PAGE_CACHE_MAX_BYTES';
/** 256 MiB: about a thousand catalogue pages (HTML, RSC payload and prefetch segments). */
export const DEFAULT_PAGE_CACHE_MAX_BYTES = 256 * 1024 * 1024;
const MIN_BYTES = 1024 * 1024;
const MAX_BYTES = 64 * 1024 * 1024 * 1024;
export const PAGE_CACHE_MAX_ENTRIES_ENV = 'PAGE_CACHE_MAX_ENTRIES';
/**
 * Entries kept at most, whatever their bytes: each also costs memory the byte count does not see
 * (Next's path tags, its per-key lifetime), so many tiny entries must not outlive the ceiling.
 * 20,000 is twenty times the catalogue pages the default bytes hold.
 */
export const DEFAULT_PAGE_CACHE_MAX_ENTRIES = 20_000;
const MIN_ENTRIES = 100;
const MAX_ENTRIES = 10_000_000;

const UNITS = /** @type {Record<string, number>} */ ({
  '': 1,
  k: 1024,
  m: 1024 ** 2,
  g: 1024 ** 3,
});

/**
 * "268435456", "256m", "256MiB", "1g": bytes. Undefined or empty gives the default; anything else
 * that is not a size from 1 MiB to 64 GiB throws, naming the variable.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parsePageCacheMaxBytes(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_PAGE_CACHE_MAX_BYTES;
  const match = /^(\d{1,12})\s*([kmg]?)(?:i?b)?$/i.exec(value.trim());
  const bytes = match ? Number(match[1]) * (UNITS[match[2]?.toLowerCase() ?? ''] ?? NaN) : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < MIN_BYTES || bytes > MAX_BYTES) {
    throw new Error(
      `Invalid environment configuration:\n  ${PAGE_CACHE_MAX_BYTES_ENV}: must be a size from 1m to 64g (bytes, or with k, m or g), got "${value}"`,
    );
  }
  return bytes;
}

/**
 * "20000": entries. Undefined or empty gives the default; anything else that is not a whole
 * number from 100 to 10,000,000 throws, naming the variable.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parsePageCacheMaxEntries(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_PAGE_CACHE_MAX_ENTRIES;
  const entries = /^\d{1,8}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(entries) || entries < MIN_ENTRIES || entries > MAX_ENTRIES) {
    throw new Error(
      `Invalid environment configuration:\n  ${PAGE_CACHE_MAX_ENTRIES_ENV}: must be a whole number from 100 to 10000000, got "${value}"`,
    );
  }
  return entries;
}
