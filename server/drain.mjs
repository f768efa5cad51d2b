// @ts-check
// Draining the HTTP server at shutdown: no new connections, requests in flight finish, within a
// bound.
import { log } from './log.mjs';

/**
 * Node's server.close() leaves a keep-alive connection open after the answer it was busy with;
 * once `stopping()` holds, each finished answer closes the connections that went idle.
 * @param {import('node:http').Server} server @param {() => boolean} stopping
 */
export function closeKeepAliveWhen(server, stopping) {
  server.on('request', (_req, res) => {
    res.on('finish', () => {
      if (stopping()) setImmediate(() => server.closeIdleConnections());
    });
  });
}

/**
 * Stops accepting and closes idle connections at once; resolves once every connection is
 * closed. Connections still busy after `graceMs` are closed.
 * @param {import('node:http').Server} server @param {number} graceMs @returns {Promise<boolean>}
 */
export function drain(server, graceMs) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve(true);
    const force = setTimeout(() => {
      log('warn', 'shutdown: closing connections still busy after the grace period', { graceMs });
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}
