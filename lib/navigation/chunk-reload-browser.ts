import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';
import { pendingNavigation } from './pending-navigation';

/**
 * Reloads to the target route when `reason` is a chunk-load failure and the guard allows it.
 * Returns whether a reload was started. Without sessionStorage (disabled, private mode) it never
 * reloads, since the guard could not stop a loop.
 */
export function reloadForChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  const target = new URL(pendingNavigation.get() ?? window.location.href, window.location.href);
  let allowed: boolean;
  try {
    allowed = shouldReloadForChunkError(target.pathname, {
      storage: window.sessionStorage,
      now: Date.now,
    });
  } catch {
    return false;
  }
  if (!allowed) return false;
  if (target.href === window.location.href) window.location.reload();
  else window.location.assign(target.href);
  return true;
}
