import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { createDatabase, type Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { checkReadiness, READINESS_TIMEOUT_MS } from '@/lib/health';
import { dbTargets, serveTestDatabase, useTestDatabase } from '../helpers/db';
import { get } from '../helpers/requests';
import { closedPortUrl } from '../helpers/siteverify';

describe('GET /api/health/live', () => {
  it('answers ok without touching the database', async () => {
    serveTestDatabase(undefined);
    const response = live();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe.for(dbTargets())('GET /api/health/ready on $name', (target) => {
  useTestDatabase(target);

  it('answers ok when the database answers and is fully migrated', async () => {
    const response = await ready(get('/api/health/ready'), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok' },
    });
  });

  it('names the migrations check when the database was never migrated', async () => {
    const bare = await target.open({ prepare: false });
    try {
      expect(await checkReadiness(async () => bare.db)).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'failed' },
      });
    } finally {
      await bare.close();
    }
  });
});

describe('GET /api/health/ready with the database down', () => {
  afterEach(() => serveTestDatabase(undefined));

  const expectDown = async (db: Db) => {
    serveTestDatabase(db);
    const response = await ready(get('/api/health/ready'), undefined);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', migrations: 'unknown' },
    });
  };

  it('answers 503 naming the database when PostgreSQL refuses connections', async () => {
    const url = (await closedPortUrl('/swaplens')).replace('http:', 'postgres:');
    const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await expectDown(drizzle({ client: pool, schema }));
    } finally {
      await pool.end();
    }
  });

  it('answers 503 naming the database when PGlite is closed', async () => {
    const database = await createDatabase({ memory: true });
    await database.close();
    await expectDown(database.db);
  });

  it('answers 503 instead of hanging when the database does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      serveTestDatabase({ execute: () => new Promise(() => undefined) } as unknown as Db);
      let response: Response | undefined;
      void ready(get('/api/health/ready'), undefined).then((answer) => (response = answer));
      await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS - 1);
      expect(response).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(response?.status).toBe(503));
      expect(await response?.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'failed', migrations: 'unknown' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
