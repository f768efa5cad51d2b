// @ts-check
// A page's own HTTP status. Next's App Router lets a page answer 404 (notFound()), a redirect,
// or whatever proxy.ts decided before it ran, but no other status: a page that finds out while
// rendering that it must refuse (the blog search past its rate limit, or busy) could only say so
// in a 200. The production server (server/response-slot.mjs) opens a slot for each request, names
// it in a request header no client can set, and applies what the page asked for when the answer's
// headers are written. Pages render before their headers go out (no loading.tsx streams a shell
// first), so the status is known in time. Without that server (`next dev`) the page is the same
// and the status stays 200. docs/decisions/0012-page-status-slot.md.
import { processSingleton } from '../process-singleton.mjs';

/** The request header naming the slot; server/response-slot.mjs replaces any copy a client sent. */
export const RESPONSE_SLOT_HEADER = 'x-swaplens-response-slot';

/** @typedef {{ status?: number; headers?: Record<string, string> }} ResponseSlot */

/** Open slots by their token; a slot lives as long as its response. */
export const responseSlots = processSingleton(
  'response-slots',
  () => /** @type {Map<string, ResponseSlot>} */ (new Map()),
);

/**
 * Asks for `status` and `headers` on the answer of the request whose slot is `token` (the
 * RESPONSE_SLOT_HEADER it carries). False when no slot is open under that token.
 * @param {string | null | undefined} token
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
export function requestResponseStatus(token, status, headers = {}) {
  const slot = token ? responseSlots().get(token) : undefined;
  if (!slot) return false;
  slot.status = status;
  slot.headers = { ...slot.headers, ...headers };
  return true;
}
