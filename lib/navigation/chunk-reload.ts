import { CHUNK_RELOAD_COUNT, CHUNK_RELOAD_LAST } from '../consent/storage-inventory';
import { CHUNK_RELOAD } from './constants';

// When a JavaScript chunk fails to load (usually: a new deployment removed the old build's
// files), reloading the target page fetches the new build. The guard keeps that from looping:
// at most one reload per path per 10 s, and at most 2 reloads per session; when the limit is
// reached the counter is cleared and that failure is left to the error page (spec section 8).

/** The session-storage keys, named in the storage inventory the cookie policy lists. */
export const CHUNK_RELOAD_KEYS = {
  count: CHUNK_RELOAD_COUNT.name,
  lastByPath: CHUNK_RELOAD_LAST.name,
} as const;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ChunkReloadDeps {
  storage: SessionStore;
  now: () => number;
}

const CHUNK_ERROR =
  /Loading (CSS )?chunk [^\s]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True for the errors bundlers and browsers raise when a code chunk cannot be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_ERROR.test(reason);
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

function readLastByPath(storage: SessionStore): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_KEYS.lastByPath) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Decides whether to reload for a chunk failure while showing (or navigating to) `path`, and
 * records the reload when it says yes. The caller does the reload.
 */
export function shouldReloadForChunkError(path: string, deps: ChunkReloadDeps): boolean {
  const { storage, now } = deps;
  const lastByPath = readLastByPath(storage);
  const last = lastByPath[path];
  if (typeof last === 'number' && now() - last < CHUNK_RELOAD.samePathWindowMs) return false;

  const count = Number.parseInt(storage.getItem(CHUNK_RELOAD_KEYS.count) ?? '0', 10) || 0;
  if (count >= CHUNK_RELOAD.maxReloads) {
    // Cleared so a later failure in this session (say, after the next deployment) may reload
    // again; the per-path window still stops an immediate loop.
    storage.removeItem(CHUNK_RELOAD_KEYS.count);
    return false;
  }
  storage.setItem(CHUNK_RELOAD_KEYS.count, String(count + 1));
  storage.setItem(CHUNK_RELOAD_KEYS.lastByPath, JSON.stringify({ ...lastByPath, [path]: now() }));
  return true;
}
