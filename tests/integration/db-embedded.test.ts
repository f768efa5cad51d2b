import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '@/lib/db/client';
import { DataDirLockedError, LOCK_FILE } from '@/lib/db/lock';
import { serverLifecycle } from '@/lib/server-lifecycle';
import { importWithEnv } from '../helpers/env';
import { get } from '../helpers/requests';

// The embedded database in a folder: one process at a time, and a liveness probe that fails once
// the handle is dead for good.

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'swaplens-embedded-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('PGlite on a data folder another process holds', () => {
  it('refuses to open, naming the folder and the pid, before creating or reading anything', async () => {
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    const opening = createDatabase({ dataDir });
    await expect(opening).rejects.toThrow(DataDirLockedError);
    await expect(opening).rejects.toThrow(`is in use by process ${process.ppid}`);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('holds the folder while open and gives it back on close', async () => {
    const first = await createDatabase({ dataDir, prepare: false });
    const lock = path.join(dataDir, LOCK_FILE);
    expect((await readFile(lock, 'utf8')).trim()).toBe(String(process.pid));
    await expect(createDatabase({ dataDir, prepare: false })).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(existsSync(lock)).toBe(false);
    const second = await createDatabase({ dataDir, prepare: false });
    await second.close();
  });
});

describe('GET /api/health/live with the process-wide embedded database', () => {
  const load = async () => {
    const client = await importWithEnv(
      { DATABASE_URL: '', DATA_DIR: dataDir },
      () => import('@/lib/db/client'),
    );
    const { GET: live } = await import('@/app/api/health/live/route');
    const { GET: ready } = await import('@/app/api/health/ready/route');
    return { client, live, ready: () => ready(get('/api/health/ready'), undefined) };
  };
  afterEach(() => {
    serverLifecycle().requestShutdown = undefined;
  });

  const deaths: [string, (pglite: PGlite) => Promise<void>][] = [
    ['is closed underneath', (pglite) => pglite.close()],
    [
      'aborts (WebAssembly RuntimeError)',
      async (pglite) => {
        // What Emscripten's abort() throws out of the PostgreSQL main loop.
        const aborted = new WebAssembly.RuntimeError('Aborted(). Build with -sASSERTIONS.');
        Object.assign(pglite, { execProtocolStream: () => Promise.reject(aborted) });
      },
    ],
  ];

  it.for(deaths)(
    'answers 503 once the handle %s, asks for a restart, and readiness names the database',
    async ([, kill]) => {
      const { client, live, ready } = await load();
      const requestShutdown = vi.fn();
      serverLifecycle().requestShutdown = requestShutdown;
      try {
        const db = await client.getDb();
        expect(live().status).toBe(200);
        const pglite = (db as unknown as { $client: PGlite }).$client;
        await kill(pglite);
        await expect(db.execute(sql`select 1`)).rejects.toThrow();

        const response = live();
        expect(response.status).toBe(503);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({
          status: 'failed',
          reason: 'database_unrecoverable',
        });
        expect(requestShutdown).toHaveBeenCalledExactlyOnceWith(expect.any(String), 1);
        const readiness = await ready();
        expect(readiness.status).toBe(503);
        expect(await readiness.json()).toMatchObject({ checks: { database: 'failed' } });
        if (!pglite.closed) await pglite.close().catch(() => undefined);
      } finally {
        await client.closeDb();
      }
      // The dead handle gave the folder back: a new process (here: a new handle) can open it.
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
  );

  it('stays 200 after SQL errors and after the server closed the database itself', async () => {
    const { client, live } = await load();
    const db = await client.getDb();
    await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    await expect(db.execute(sql`select 1/0`)).rejects.toThrow();
    expect(live().status).toBe(200);
    await client.closeDb();
    await expect(db.execute(sql`select 1`)).rejects.toThrow();
    expect(live().status).toBe(200);
  });
});
