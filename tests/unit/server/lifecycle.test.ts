import { EventEmitter } from 'node:events';
import {
  Agent,
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSingletonsForTests } from '@/lib/process-singleton.mjs';
import { serverLifecycle } from '@/lib/server-lifecycle';
import { createLifecycle } from '@/server/lifecycle.mjs';

// The production server's start and orderly shutdown (server/lifecycle.mjs), driven with a real
// HTTP server, a stand-in for Next's app and the hooks instrumentation.ts would register.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

let logs: string[] = [];
const servers: Server[] = [];
beforeEach(() => {
  logs = [];
  resetSingletonsForTests(serverLifecycle);
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      logs.push(String(chunk));
      return true;
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const logged = (text: string) => vi.waitFor(() => expect(logs.join('')).toContain(text));

/** The answer to the warm-up request (500 once the app recorded a failed start), `handler` for the rest. */
const withLive =
  (handler: Handler): Handler =>
  (req, res) => {
    if (req.url !== '/api/health/live') return handler(req, res);
    res.statusCode = serverLifecycle().startupError ? 500 : 200;
    res.end();
  };

function run(options: {
  handler?: Handler;
  prepare?: () => Promise<void>;
  port?: number;
  graceMs?: number;
  deadlineMs?: number;
}) {
  const signals = new EventEmitter();
  const exits: number[] = [];
  const exited = deferred<number>();
  const lifecycle = createLifecycle({
    app: { prepare: options.prepare ?? (async () => undefined) },
    port: options.port ?? 0,
    exit: (code) => {
      exits.push(code);
      exited.resolve(code);
    },
    signals,
    graceMs: options.graceMs ?? 60_000,
    deadlineMs: options.deadlineMs ?? 120_000,
  });
  const server = createServer(lifecycle.afterPrepare(withLive(options.handler ?? (() => {}))));
  servers.push(server);
  lifecycle.start(server);
  const port = () => (server.address() as AddressInfo).port;
  return { signals, exits, exited: exited.promise, server, port };
}

function get(port: number, path = '/', agent?: Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ port, path, agent: agent ?? false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function tryConnect(port: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve();
    });
    socket.on('error', reject);
  });
}

describe('orderly shutdown', () => {
  it('stops accepting, lets the request in flight finish, awaits the running job, then closes the database and exits 0', async () => {
    const events: string[] = [];
    const entered = deferred();
    let answer = () => {};
    const job = deferred();
    const server = run({
      handler: (_req, res) => {
        events.push('request started');
        answer = () => {
          res.end('done');
          events.push('request answered');
        };
        entered.resolve();
      },
    });
    const hooks = serverLifecycle();
    hooks.stopBackgroundWork = async () => {
      events.push('jobs stopping');
      await job.promise;
      events.push('jobs stopped');
    };
    hooks.closeDatabase = async () => {
      events.push('database closed');
    };
    await logged('server ready');
    const port = server.port();
    const inFlight = get(port, '/slow');
    await entered.promise;

    server.signals.emit('SIGTERM');
    await logged('"msg":"shutdown: started","reason":"SIGTERM"');
    await expect(tryConnect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(events).toEqual(['request started', 'jobs stopping']);

    answer();
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(events).not.toContain('database closed'); // the job still runs
    job.resolve();
    expect(await server.exited).toBe(0);
    expect(events).toEqual([
      'request started',
      'jobs stopping',
      'request answered',
      'jobs stopped',
      'database closed',
    ]);
    expect(logs.join('')).toContain('"msg":"shutdown: complete","reason":"SIGTERM","exitCode":0');
  });

  it('closes idle keep-alive connections at once instead of waiting out the grace period', async () => {
    const server = run({ handler: (_req, res) => res.end('ok') });
    await logged('server ready');
    const agent = new Agent({ keepAlive: true });
    expect((await get(server.port(), '/', agent)).status).toBe(200);
    server.signals.emit('SIGINT');
    // The grace period is a minute and the test timeout half of that: only closing the idle
    // connection lets the exit come in time.
    expect(await server.exited).toBe(0);
    agent.destroy();
  });

  it('closes connections still busy after the grace period and exits all the same', async () => {
    const entered = deferred();
    const server = run({ handler: () => entered.resolve(), graceMs: 50 });
    await logged('server ready');
    const hanging = get(server.port(), '/never');
    await entered.promise;
    server.signals.emit('SIGTERM');
    await expect(hanging).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(logs.join('')).toContain('closing connections still busy after the grace period');
  });

  it('exits at once with code 1 on a second signal', async () => {
    const server = run({});
    serverLifecycle().stopBackgroundWork = () => new Promise(() => {}); // a job that never ends
    await logged('server ready');
    server.signals.emit('SIGTERM');
    await logged('shutdown: started');
    expect(server.exits).toEqual([]);
    server.signals.emit('SIGINT');
    expect(server.exits).toEqual([1]);
  });

  it('exits with code 1 when the shutdown overruns its deadline', async () => {
    const server = run({ deadlineMs: 50 });
    serverLifecycle().closeDatabase = () => new Promise(() => {});
    await logged('server ready');
    server.signals.emit('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(logs.join('')).toContain('shutdown: not finished in time');
  });

  it('shuts down in the same order with code 1 when the app asks (a dead database)', async () => {
    const closed = vi.fn(async () => undefined);
    const server = run({});
    serverLifecycle().closeDatabase = closed;
    await logged('server ready');
    serverLifecycle().requestShutdown?.('the embedded database failed', 1);
    expect(await server.exited).toBe(1);
    expect(closed).toHaveBeenCalledOnce();
  });
});

describe('start', () => {
  it('answers a request that arrives while the app prepares once it is prepared, not with an error', async () => {
    const prepared = deferred();
    const server = run({ prepare: () => prepared.promise, handler: (_req, res) => res.end('hi') });
    await logged('server listening');
    let answered = false;
    const arrived = new Promise((resolve) => server.server.once('request', resolve));
    const early = get(server.port(), '/early').then((response) => {
      answered = true;
      return response;
    });
    await arrived;
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    prepared.resolve();
    expect(await early).toEqual({ status: 200, body: 'hi' });
  });

  it('binds the port before preparing: a port in use exits 1 with a clear message and prepares nothing', async () => {
    const blocker = createServer();
    servers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const busyPort = (blocker.address() as AddressInfo).port;
    const prepare = vi.fn(async () => undefined);
    const server = run({ prepare, port: busyPort });
    expect(await server.exited).toBe(1);
    expect(prepare).not.toHaveBeenCalled();
    expect(logs.join('')).toContain(`port ${busyPort} is already in use`);
  });

  it('exits 1 naming the reason when the app fails to start, and closes what it opened', async () => {
    const closed = vi.fn(async () => undefined);
    const server = run({
      prepare: async () => {
        // What instrumentation.ts does when register() throws; Next's prepare() still resolves
        // and its handler answers 500.
        const hooks = serverLifecycle();
        hooks.closeDatabase = closed;
        hooks.startupError = new Error('DATA_DIR /x is in use by process 42');
      },
    });
    expect(await server.exited).toBe(1);
    expect(closed).toHaveBeenCalledOnce();
    expect(logs.join('')).toContain('DATA_DIR /x is in use by process 42');
  });

  it('answers requests waiting for a prepare() that fails with 503, and exits 1', async () => {
    const prepared = deferred();
    const server = run({
      prepare: () => prepared.promise.then(() => Promise.reject(new Error('x'))),
    });
    await logged('server listening');
    const arrived = new Promise((resolve) => server.server.once('request', resolve));
    const waiting = get(server.port(), '/early');
    await arrived;
    prepared.resolve();
    expect(await server.exited).toBe(1);
    expect((await waiting).status).toBe(503);
  });

  it('on a signal during the start, waits for the app to finish starting before closing anything', async () => {
    const events: string[] = [];
    const appStart = deferred();
    const server = run({});
    const hooks = serverLifecycle();
    hooks.starting = appStart.promise.then(() => void events.push('app started'));
    hooks.closeDatabase = async () => void events.push('database closed');
    await logged('server listening');
    server.signals.emit('SIGTERM');
    await logged('shutdown: started');
    // The app (instrumentation.ts) reads this and opens nothing more.
    expect(hooks.shuttingDown).toBe(true);
    expect(events).toEqual([]);
    appStart.resolve();
    expect(await server.exited).toBe(0);
    expect(events).toEqual(['app started', 'database closed']);
  });
});
