import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import type * as Guard from '@/lib/api/auth/admin-guard';
import { importWithEnv } from '../../../helpers/env';

// The admin routes answer the operator's command on the server's own machine only: a loopback
// client address (as the server resolved it) and the admin token, both, or 403.

const TOKEN = 'a'.repeat(40);
let guard: typeof Guard;

beforeAll(async () => {
  guard = await importWithEnv({ ADMIN_TOKEN: TOKEN }, () => import('@/lib/api/auth/admin-guard'));
});

const request = (ip: string | null, authorization?: string) => {
  const headers = new Headers();
  if (ip !== null) headers.set(CLIENT_IP_HEADER, ip);
  if (authorization !== undefined) headers.set('authorization', authorization);
  return new Request('http://localhost:3000/api/admin/reviews', { headers });
};

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'accepted';
};

describe('isLoopback', () => {
  it.for(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is this machine', (ip) => {
    expect(guard.isLoopback(ip)).toBe(true);
  });

  it.for(['10.0.0.1', '192.168.1.2', '::2', 'fe80::1', '128.0.0.1', 'unknown', ''])(
    '%s is not',
    (ip) => {
      expect(guard.isLoopback(ip)).toBe(false);
    },
  );
});

describe('assertAdmin', () => {
  it('lets a local request with the token through', () => {
    expect(refusal(() => guard.assertAdmin(request('127.0.0.1', `Bearer ${TOKEN}`)))).toBe(
      'accepted',
    );
    expect(refusal(() => guard.assertAdmin(request('::1', `Bearer ${TOKEN}`)))).toBe('accepted');
  });

  it('refuses the token from another machine (a visitor behind a trusted proxy)', () => {
    expect(refusal(() => guard.assertAdmin(request('203.0.113.9', `Bearer ${TOKEN}`)))).toBe(
      'admin_forbidden',
    );
  });

  it('refuses a request the server did not resolve an address for (next dev)', () => {
    expect(refusal(() => guard.assertAdmin(request(null, `Bearer ${TOKEN}`)))).toBe(
      'admin_forbidden',
    );
  });

  it.for([undefined, '', TOKEN, `Bearer ${TOKEN.slice(1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`])(
    'refuses a local request with the authorization %j',
    (authorization) => {
      expect(refusal(() => guard.assertAdmin(request('127.0.0.1', authorization)))).toBe(
        'admin_forbidden',
      );
    },
  );
});
