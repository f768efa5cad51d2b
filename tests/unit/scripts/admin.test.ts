import { describe, expect, it } from 'vitest';
import {
  adminToken,
  formatMessages,
  formatReviews,
  parseCommand,
  printable,
  serverUrl,
} from '@/scripts/admin.mjs';

// `npm run admin`: what the operator types, where it goes, and what it prints. The calls to a
// running server are covered end to end by e2e/reviews.spec.ts.

describe('parseCommand', () => {
  it('reads the review commands', () => {
    expect(parseCommand(['reviews', 'list'])).toEqual({
      kind: 'reviews-list',
      status: 'pending',
      json: false,
    });
    expect(parseCommand(['reviews', 'list', '--status', 'all', '--json'])).toEqual({
      kind: 'reviews-list',
      status: 'all',
      json: true,
    });
    expect(parseCommand(['reviews', 'list', '--status=approved'])).toMatchObject({
      status: 'approved',
    });
    expect(parseCommand(['reviews', 'approve', '12'])).toEqual({
      kind: 'reviews-decide',
      id: 12,
      decision: 'approved',
    });
    expect(parseCommand(['reviews', 'reject', '3'])).toMatchObject({ decision: 'rejected' });
    expect(parseCommand(['contact', 'list'])).toEqual({ kind: 'contact-list', json: false });
  });

  it.for([
    [],
    ['reviews'],
    ['reviews', 'delete', '1'],
    ['reviews', 'approve'],
    ['reviews', 'approve', '0'],
    ['reviews', 'approve', '1', '2'],
    ['reviews', 'approve', 'abc'],
    ['reviews', 'list', '--status', 'maybe'],
    ['reviews', 'list', '--status'],
    ['reviews', 'list', '--status=pending', 'extra'],
    ['reviews', 'list', '--verbose'],
    ['contact', 'list', 'extra'],
  ])('refuses %j with a reason', (args) => {
    const parsed = parseCommand(args);
    expect(parsed).toHaveProperty('error');
  });
});

describe('serverUrl', () => {
  it('is this machine on PORT, or ADMIN_URL', () => {
    expect(serverUrl({})).toBe('http://127.0.0.1:3000');
    expect(serverUrl({ PORT: '3400' })).toBe('http://127.0.0.1:3400');
    expect(serverUrl({ ADMIN_URL: 'http://localhost:8080/' })).toBe('http://localhost:8080');
    expect(serverUrl({ ADMIN_URL: 'http://[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('refuses another machine: the token must not cross a network', () => {
    expect(() => serverUrl({ ADMIN_URL: 'https://swaplens.example' })).toThrow(/this machine/);
    expect(() => serverUrl({ ADMIN_URL: 'http://10.0.0.5:3000' })).toThrow(/this machine/);
  });
});

describe('adminToken', () => {
  it('prefers ADMIN_TOKEN, then reads DATA_DIR/admin-token', () => {
    const read = (file: string) => {
      expect(file.endsWith('/custom/admin-token')).toBe(true);
      return 'from-file\n';
    };
    expect(adminToken({ ADMIN_TOKEN: ' set ', DATA_DIR: 'custom' }, read)).toBe('set');
    expect(adminToken({ DATA_DIR: 'custom' }, read)).toBe('from-file');
  });

  it('says how to get a token when there is none', () => {
    const missing = () => {
      throw new Error('ENOENT');
    };
    expect(() => adminToken({}, missing)).toThrow(/\.data\/admin-token does not exist/);
    expect(() => adminToken({}, missing)).toThrow(/npm run serve/);
  });
});

describe('the printed lists', () => {
  const review = {
    id: 7,
    status: 'pending',
    rating: 4,
    name: 'Ada',
    text: 'Fast.\nWould swap again.',
    swapId: 'K7M2Q9XD3F8H',
    verifiedSwap: true,
    locale: 'de',
    createdAt: '2026-11-27T03:04:05.000Z',
  };

  it('shows each review with its number, stars, date, language and Swap ID check', () => {
    const text = formatReviews([review, { ...review, id: 8, swapId: null }], 'pending');
    expect(text).toContain('#7  pending  ★★★★☆ 4/5  2026-11-27 03:04 UTC  de');
    expect(text).toContain('Swap ID K7M2Q9XD3F8H (verified: finished swap)');
    expect(text).toContain('    Would swap again.');
    expect(text.split('\n\n')).toHaveLength(2);
  });

  it('says when there is nothing', () => {
    expect(formatReviews([], 'pending')).toBe('No pending reviews.');
    expect(formatReviews([], 'all')).toBe('No reviews.');
    expect(formatMessages([])).toBe('No contact messages.');
  });

  it('shows a contact message with its sender and subject', () => {
    const text = formatMessages([
      {
        id: 2,
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'My swap',
        message: 'Where is it?',
        locale: 'en',
        createdAt: '2026-11-27T03:04:05.000Z',
      },
    ]);
    expect(text).toBe(
      '#2  2026-11-27 03:04 UTC  en  Ada <ada@example.com>\n    Subject: My swap\n    Where is it?',
    );
  });

  // Security review 2026-12, M3: stored text must not drive the operator's terminal.
  const ATTACK =
    '…send my seed phrase to https://evil.example/recover…\r\x1b[2K\x1b[1A\x1b[2K    Alice\n    Fast swap, fair rate, thanks!';
  /** Any character a terminal would act on rather than print (\n and \t aside). */
  const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

  it('shows the control characters of a review as escapes, so it cannot redraw its lines', () => {
    const text = formatReviews(
      [{ ...review, name: 'Mallory\u202egnp.exe', text: ATTACK, swapId: 'K7M2\x1b]0;x\x07' }],
      'pending',
    );
    expect(text).not.toMatch(RAW);
    expect(text).toContain(
      '    …send my seed phrase to https://evil.example/recover…\\r\\x1b[2K\\x1b[1A\\x1b[2K    Alice\n        Fast swap, fair rate, thanks!',
    );
    expect(text).toContain('    Mallory\\u202egnp.exe');
    expect(text).toContain('Swap ID K7M2\\x1b]0;x\\x07');
    // The review's first line is still the operator's own header, not the attacker's text.
    expect(text.split('\n')[0]).toBe(
      '#7  pending  ★★★★☆ 4/5  2026-11-27 03:04 UTC  de  Swap ID K7M2\\x1b]0;x\\x07 (verified: finished swap)',
    );
  });

  it('shows the control characters of a contact message as escapes, one line for each field', () => {
    const text = formatMessages([
      {
        id: 3,
        name: 'Eve\n#4  2026-11-27 03:04 UTC  en  Support',
        email: 'eve@example.com\u2066',
        subject: 'Refund\x9b2K',
        message: ATTACK,
        locale: 'en',
        createdAt: '2026-11-27T03:04:05.000Z',
      },
    ]);
    expect(text).not.toMatch(RAW);
    expect(text.split('\n')).toEqual([
      '#3  2026-11-27 03:04 UTC  en  Eve\\n#4  2026-11-27 03:04 UTC  en  Support <eve@example.com\\u2066>',
      '    Subject: Refund\\x9b2K',
      '    …send my seed phrase to https://evil.example/recover…\\r\\x1b[2K\\x1b[1A\\x1b[2K    Alice',
      '        Fast swap, fair rate, thanks!',
    ]);
  });

  it('escapes every non-printable character and leaves printable text of any script alone', () => {
    expect(printable('Zoë 山田 محمد 😀 a\u200db')).toBe('Zoë 山田 محمد 😀 a\u200db');
    expect(printable('a\u0000b\u007fc\u0085d\u2028e\u200ff\ud800')).toBe(
      'a\\x00b\\x7fc\\x85d\\u2028e\\u200ff\\ud800',
    );
    expect(printable('one\n\ttwo')).toBe('one\\n\\ttwo');
    expect(printable('one\n\ttwo', { multiline: true })).toBe('one\n\ttwo');
  });
});
