import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { btcToEthSwapBody, visitorIp } from './support/http';
import { MAIN } from './support/ports';
import { ServerProcess } from './support/server-process';

// Data safety in embedded mode: swaps survive a SIGTERM and a kill -9, and a second server never
// opens a DATA_DIR or a port that another one holds. Each test runs servers of its own.

const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
const PORT = { a: BASE + 10, b: BASE + 11 };

test.describe.configure({ mode: 'serial' });

const started: ServerProcess[] = [];
function start(port: number, dataDir: string): ServerProcess {
  const server = ServerProcess.start(port, dataDir);
  started.push(server);
  return server;
}
test.afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
});

/** A fresh DATA_DIR under .data/. */
function dataDir(name: string): string {
  const dir = path.join('.data', `e2e-lifecycle-${name}`);
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

let keys = 0;
async function createSwap(server: ServerProcess): Promise<Response> {
  keys += 1;
  return fetch(`${server.url}/api/v1/swaps`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: MAIN,
      'idempotency-key': `lifecycle-${process.pid}-${Date.now()}-${keys}`,
      'x-forwarded-for': visitorIp(),
    },
    body: JSON.stringify(btcToEthSwapBody('sandbox-harbor')),
  });
}

async function expectSwapsThere(server: ServerProcess, ids: string[]) {
  for (const id of ids) {
    const response = await fetch(`${server.url}/api/v1/swaps/${id}`);
    expect(response.status, `swap ${id}`).toBe(200);
    expect(((await response.json()) as { id: string }).id).toBe(id);
  }
}

test('swaps created before a SIGTERM are all there after the restart', async () => {
  test.setTimeout(300_000);
  const dir = dataDir('sigterm');
  const first = start(PORT.a, dir);
  await first.ready();
  const ids: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const response = await createSwap(first);
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }

  first.signal('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(first.output).toContain('"msg":"shutdown: complete","reason":"SIGTERM","exitCode":0');
  expect(existsSync(path.join(dir, 'pglite.pid'))).toBe(false);

  const second = start(PORT.a, dir);
  await second.ready();
  await expectSwapsThere(second, ids);
  second.signal('SIGTERM');
  expect(await second.exited).toBe(0);
});

test('every swap acknowledged with 201 survives a kill -9 under concurrent load', async () => {
  test.setTimeout(300_000);
  const dir = dataDir('kill');
  const first = start(PORT.a, dir);
  await first.ready();
  const acknowledged: string[] = [];
  let failed = 0;
  let killed = false;
  // 30 creations at once; the server is killed once 5 of them are acknowledged, so the others
  // are in flight (queued, inside a transaction or about to answer) when it dies.
  await Promise.all(
    Array.from({ length: 30 }, async () => {
      try {
        const response = await createSwap(first);
        const body = (await response.json()) as { id?: string };
        if (response.status !== 201 || !body.id) throw new Error(`status ${response.status}`);
        acknowledged.push(body.id);
        if (acknowledged.length >= 5 && !killed) {
          killed = true;
          first.signal('SIGKILL');
        }
      } catch {
        failed += 1;
      }
    }),
  );
  expect(await first.exited).toBeNull(); // killed by the signal, no exit code
  expect(acknowledged.length).toBeGreaterThanOrEqual(5);
  expect(failed).toBeGreaterThan(0);
  // The lock of the killed process is left behind; a dead pid's lock is taken over.
  expect(readFileSync(path.join(dir, 'pglite.pid'), 'utf8').trim()).toBe(String(first.pid));

  const second = start(PORT.a, dir);
  await second.ready();
  await expectSwapsThere(second, acknowledged);
});

test('a second server on the same DATA_DIR or the same port refuses to start and opens nothing', async () => {
  test.setTimeout(300_000);
  const dir = dataDir('owner');
  const owner = start(PORT.a, dir);
  await owner.ready();

  const sameDir = start(PORT.b, dir);
  expect(await sameDir.exited).not.toBe(0);
  expect(sameDir.output).toContain(`is in use by process ${owner.pid}`);
  expect(sameDir.output).toContain(path.resolve(dir));

  const otherDir = dataDir('intruder');
  const samePort = start(PORT.a, otherDir);
  expect(await samePort.exited).not.toBe(0);
  expect(samePort.output).toContain(`port ${PORT.a} is already in use`);
  expect(existsSync(otherDir)).toBe(false);

  // The owner noticed nothing: it still holds its folder and answers.
  expect(readFileSync(path.join(dir, 'pglite.pid'), 'utf8').trim()).toBe(String(owner.pid));
  const ready = await fetch(`${owner.url}/api/health/ready`);
  expect(ready.status).toBe(200);
  const created = await createSwap(owner);
  expect(created.status).toBe(201);
});
