// @ts-check
// Opens the page-status slot of one request (lib/http/response-status.mjs): a fresh token in the
// request header (a client's copy is dropped), and the status and headers the page asked for
// applied when the answer's headers are written.
import { randomUUID } from 'node:crypto';
import { RESPONSE_SLOT_HEADER, responseSlots } from '../lib/http/response-status.mjs';

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function openResponseSlot(req, res) {
  const token = randomUUID();
  req.headers[RESPONSE_SLOT_HEADER] = token;
  /** @type {import('../lib/http/response-status.mjs').ResponseSlot} */
  const slot = {};
  const slots = responseSlots();
  slots.set(token, slot);
  res.once('close', () => slots.delete(token));
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (
    /** @type {number} */ statusCode,
    /** @type {any[]} */ ...rest
  ) {
    slots.delete(token);
    if (!slot.status) return writeHead.call(this, statusCode, ...rest);
    for (const [name, value] of Object.entries(slot.headers ?? {})) res.setHeader(name, value);
    res.statusCode = slot.status;
    // A status message given for the old status would not fit the new one.
    const args = typeof rest[0] === 'string' ? rest.slice(1) : rest;
    return writeHead.call(this, slot.status, ...args);
  };
}
