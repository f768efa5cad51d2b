import { describe, expect, it } from 'vitest';
import { formatApplications, parseCommand } from '@/scripts/admin.mjs';

// `npm run admin -- applications`: the stored /for-partners applications in the terminal, as
// `contact list` shows contact messages (tests/unit/scripts/admin.test.ts).

const application = {
  id: 3,
  name: 'Ada',
  company: 'Analytical Wallet',
  email: 'ada@example.com',
  website: 'https://wallet.example',
  expectedVolume: '10k-100k',
  message: 'We would like to add swaps.\nThe API suits us.',
  locale: 'de',
  createdAt: '2026-12-03T09:08:07.000Z',
};

describe('npm run admin -- applications', () => {
  it('reads "applications" and "applications list", with or without --json', () => {
    expect(parseCommand(['applications'])).toEqual({ kind: 'applications-list', json: false });
    expect(parseCommand(['applications', 'list'])).toEqual({
      kind: 'applications-list',
      json: false,
    });
    expect(parseCommand(['applications', '--json'])).toEqual({
      kind: 'applications-list',
      json: true,
    });
    expect(parseCommand(['applications', 'delete', '3'])).toHaveProperty('error');
  });

  it('shows each application with its sender, company, website and volume', () => {
    expect(formatApplications([application])).toBe(
      [
        '#3  2026-12-03 09:08 UTC  de  Ada <ada@example.com>',
        '    Company: Analytical Wallet  Website: https://wallet.example  Volume: 10k-100k USD a month',
        '    We would like to add swaps.',
        '    The API suits us.',
      ].join('\n'),
    );
    expect(formatApplications([{ ...application, website: null }])).toContain('Website: (none)');
    expect(formatApplications([])).toBe('No partner applications.');
  });

  it('shows control characters as escapes, so stored text cannot drive the terminal', () => {
    const text = formatApplications([
      { ...application, company: 'Evil\x1b[2J Corp', message: 'Hi\r\x1b[1A there, more text' },
    ]);
    expect(text).not.toContain('\x1b');
    expect(text).toContain('Evil\\x1b[2J Corp');
    expect(text).toContain('Hi\\r\\x1b[1A there');
  });
});
