// @ts-check
// Start and orderly stop of the production server (docs/operations.md, "Start and shutdown").
//
// Start: bind the port, then app.prepare() (Next runs instrumentation.ts there: configuration
// check, database open, migrations, jobs), then a warm-up request. So a second server on a busy
// port fails before it opens anything, and requests that arrive while Next prepares wait for it.
// Stop (SIGTERM, SIGINT, a server error, a fatal database error): stop accepting connections,
// let requests in flight finish (bounded), stop the jobs and wait for the running one, close the
// database, exit. Next installs no signal handlers in a custom server, so these are the only ones.
import { processSingleton } from '../lib/process-singleton.mjs';
import { closeKeepAliveWhen, drain } from './drain.mjs';
import { log } from './log.mjs';

/** Requests in flight get this long to finish; then their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** The whole shutdown; past it the process exits with code 1 whatever is left. */
export const SHUTDOWN_DEADLINE_MS = 25_000;

/**
 * The object shared with the app inside Next's bundle (lib/server-lifecycle.ts has its type).
 * @typedef {object} LifecycleHooks
 * @property {(reason: string, exitCode: number) => void} [requestShutdown]
 * @property {boolean} [shuttingDown]
 * @property {Promise<void>} [starting]
 * @property {unknown} [startupError]
 * @property {() => Promise<void>} [stopBackgroundWork]
 * @property {() => Promise<void>} [closeDatabase]
 */

const sharedHooks = processSingleton('server-lifecycle', () => /** @type {LifecycleHooks} */ ({}));

/** @param {NodeJS.ErrnoException} error @param {number} port */
function describeServerError(error, port) {
  if (error.code === 'EADDRINUSE') {
    return `startup failed: port ${port} is already in use (another server runs on it?); nothing was opened`;
  }
  if (error.code === 'EACCES') return `startup failed: no permission to listen on port ${port}`;
  return `startup failed: cannot listen on port ${port}: ${error.message}`;
}

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} Handler
 * @param {{
 *   app: { prepare(): Promise<void> },
 *   port: number,
 *   exit?: (code: number) => void,
 *   signals?: Pick<NodeJS.EventEmitter, 'on'>,
 *   graceMs?: number,
 *   deadlineMs?: number,
 * }} options  `exit`, `signals` and the bounds are for tests.
 */
export function createLifecycle(options) {
  const { app, port } = options;
  const exit = options.exit ?? ((code) => process.exit(code));
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const hooks = sharedHooks();
  /** @type {(value?: void) => void} */ let markPrepared = () => {};
  /** @type {(error: unknown) => void} */ let markFailed = () => {};
  /** @type {Promise<void>} */
  const prepared = new Promise((resolve, reject) => {
    markPrepared = resolve;
    markFailed = reject;
  });
  prepared.catch(() => undefined); // only waiting requests care, and they handle it
  /** @type {Promise<void> | undefined} */ let preparing;
  /** @type {import('node:http').Server | undefined} */ let server;
  /** @type {Promise<void> | undefined} */ let stopping;

  /** Next's handler works only after prepare(): requests arriving before wait for it. */
  function afterPrepare(/** @type {Handler} */ handler) {
    /** @type {Handler} */
    return (req, res) =>
      prepared.then(
        () => handler(req, res),
        () => {
          res.writeHead(503, { 'Content-Type': 'text/plain', Connection: 'close' });
          res.end('The server failed to start.\n');
        },
      );
  }

  /** @param {import('node:http').Server} httpServer */
  function start(httpServer) {
    server = httpServer;
    hooks.requestShutdown = (reason, exitCode) => void shutdown(reason, exitCode);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      (options.signals ?? process).on(signal, () => {
        if (!stopping) return void shutdown(signal, 0);
        log('error', 'shutdown: second signal, exiting at once', { signal });
        exit(1);
      });
    }
    httpServer.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      // Once listening, errors are failed accepts (EMFILE under a burst): passing, not fatal.
      if (httpServer.listening) return log('error', 'server error', { error });
      log('error', describeServerError(error, port), { code: error.code ?? null, error });
      void shutdown('server error', 1);
    });
    closeKeepAliveWhen(httpServer, () => stopping !== undefined);
    httpServer.listen(port, () => void onListening(httpServer));
  }

  /** @param {import('node:http').Server} httpServer */
  async function onListening(httpServer) {
    log('info', 'server listening', { port });
    if (stopping) return;
    preparing = app.prepare();
    try {
      await preparing;
    } catch (error) {
      log('error', 'startup failed', { error });
      markFailed(error);
      return shutdown('startup failed', 1);
    }
    markPrepared();
    if (!stopping) await warmUp(httpServer);
  }

  // Next runs instrumentation.ts (database, migrations, jobs) in the background of prepare() and
  // makes every request wait for it: one request now makes a bad start fail at once instead of
  // on a visitor.
  /** @param {import('node:http').Server} httpServer */
  async function warmUp(httpServer) {
    const address = httpServer.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    const response = await fetch(`http://localhost:${bound}/api/health/live`).catch(() => null);
    if (stopping) return;
    if (!response || response.status >= 500) {
      const error = hooks.startupError ?? 'see the error above';
      log('error', 'startup failed', { status: response?.status ?? null, error });
      return shutdown('startup failed', 1);
    }
    log('info', 'server ready', { port });
  }

  /** @param {string} reason @param {number} exitCode */
  function shutdown(reason, exitCode) {
    stopping ??= runShutdown(reason, exitCode);
    return stopping;
  }

  /** @param {string} reason @param {number} exitCode */
  async function runShutdown(reason, exitCode) {
    log(exitCode === 0 ? 'info' : 'error', 'shutdown: started', { reason, exitCode });
    hooks.shuttingDown = true;
    const deadline = setTimeout(() => {
      log('error', 'shutdown: not finished in time, exiting without it', { deadlineMs });
      exit(1);
    }, deadlineMs);
    deadline.unref();
    const http = server ? drain(server, graceMs) : Promise.resolve(true);
    // A start still under way finishes first, so that nothing opens after it was closed.
    await preparing?.catch(() => undefined);
    await hooks.starting?.catch(() => undefined);
    const jobs = settle('jobs', hooks.stopBackgroundWork);
    const results = [await http, await jobs];
    log('info', 'shutdown: connections closed and jobs stopped');
    results.push(await settle('database', hooks.closeDatabase));
    clearTimeout(deadline);
    const code = results.every(Boolean) ? exitCode : 1;
    log('info', 'shutdown: complete', { reason, exitCode: code });
    exit(code);
  }

  /** @param {string} step @param {(() => Promise<void>) | undefined} task */
  async function settle(step, task) {
    try {
      await task?.();
      return true;
    } catch (error) {
      log('error', `shutdown: stopping the ${step} failed`, { error });
      return false;
    }
  }

  return { afterPrepare, start, shutdown };
}
