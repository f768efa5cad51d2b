import { describe, expect, it } from 'vitest';
import { formatIssued, formatKeys, formatPartners, parseCommand } from '@/scripts/admin.mjs';

// `npm run admin -- partners …` and `keys …`: what the operator types and what it prints. The
// routes they call are covered by tests/integration/partner-api.test.ts.

const ID = 'abc123def456';

describe('parseCommand: partners', () => {
  it('reads create with every option, in both spellings', () => {
    expect(
      parseCommand([
        'partners',
        'create',
        '--name',
        'Wallet One',
        '--email=ops@wallet.example',
        '--website',
        'https://wallet.example',
        '--commission',
        '0.002',
        '--revenue-share=0.5',
        '--origins',
        'https://a.example, https://b.example',
        '--webhook-url',
        'https://hooks.wallet.example/x',
      ]),
    ).toEqual({
      kind: 'partners-create',
      body: {
        name: 'Wallet One',
        email: 'ops@wallet.example',
        website: 'https://wallet.example',
        commissionRate: '0.002',
        revenueShare: '0.5',
        allowedOrigins: ['https://a.example', 'https://b.example'],
        webhookUrl: 'https://hooks.wallet.example/x',
      },
    });
  });

  it('reads list, update (none removes) and suspend', () => {
    expect(parseCommand(['partners', 'list', '--json'])).toEqual({
      kind: 'partners-list',
      json: true,
    });
    expect(
      parseCommand([
        'partners',
        'update',
        ID,
        '--website',
        'none',
        '--origins',
        'none',
        '--status',
        'active',
      ]),
    ).toEqual({
      kind: 'partners-update',
      id: ID,
      body: { website: null, allowedOrigins: [], status: 'active' },
    });
    expect(parseCommand(['partners', 'suspend', ID])).toEqual({ kind: 'partners-suspend', id: ID });
  });

  it.for([
    ['partners', 'create', '--name', 'X'],
    ['partners', 'create', '--email', 'a@b.example'],
    ['partners', 'create', '--name', 'X', '--email', 'a@b.example', '--plan', 'gold'],
    ['partners', 'create', '--name', 'X', '--name', 'Y', '--email', 'a@b.example'],
    ['partners', 'create', '--name'],
    ['partners', 'create', '--name', '--email', 'a@b.example'],
    ['partners', 'create', '--name', 'X', '--email', 'a@b.example', 'extra'],
    ['partners', 'create', '--name', 'X', '--email', 'a@b.example', '--status', 'active'],
    ['partners', 'update', ID],
    ['partners', 'update', 'short', '--name', 'X'],
    ['partners', 'suspend'],
    ['partners', 'suspend', 'ABC123DEF456'],
    ['partners', 'list', 'extra'],
    ['partners', 'delete', ID],
  ])('refuses %j with a reason', (args) => {
    expect(parseCommand(args)).toHaveProperty('error');
  });
});

describe('parseCommand: keys', () => {
  it('reads issue, list, rotate and revoke', () => {
    expect(
      parseCommand([
        'keys',
        'issue',
        ID,
        '--kind',
        'publishable',
        '--scopes',
        'offers.read,swaps.create',
        '--label',
        'wallet app',
        '--limit',
        '300',
        '--origins',
        'https://wallet.example',
      ]),
    ).toEqual({
      kind: 'keys-issue',
      partnerId: ID,
      body: {
        kind: 'publishable',
        scopes: ['offers.read', 'swaps.create'],
        label: 'wallet app',
        rateLimitPerMinute: 300,
        origins: ['https://wallet.example'],
      },
    });
    expect(parseCommand(['keys', 'issue', ID, '--kind=secret'])).toEqual({
      kind: 'keys-issue',
      partnerId: ID,
      body: { kind: 'secret' },
    });
    expect(parseCommand(['keys', 'list', ID])).toEqual({
      kind: 'keys-list',
      partnerId: ID,
      json: false,
    });
    expect(parseCommand(['keys', 'rotate', ID])).toEqual({ kind: 'keys-rotate', keyId: ID });
    expect(parseCommand(['keys', 'revoke', ID])).toEqual({ kind: 'keys-revoke', keyId: ID });
  });

  it.for([
    ['keys', 'issue', ID],
    ['keys', 'issue', ID, '--kind', 'master'],
    ['keys', 'issue', '--kind', 'secret'],
    ['keys', 'issue', ID, '--kind', 'secret', '--limit', '0'],
    ['keys', 'issue', ID, '--kind', 'secret', '--limit', 'lots'],
    ['keys', 'list'],
    ['keys', 'rotate'],
    ['keys', 'revoke', ID, ID],
    ['keys', 'revoke', 'sl_sk_abc123def456_x'],
  ])('refuses %j with a reason', (args) => {
    expect(parseCommand(args)).toHaveProperty('error');
  });
});

const key = {
  id: ID,
  partnerId: 'zzzzzzzzzzzz',
  kind: 'secret',
  label: 'prod\u001b[2J',
  displayPrefix: `sl_sk_${ID}_Ab12…`,
  scopes: ['offers.read', 'swaps.read'],
  origins: [],
  rateLimitPerMinute: 600,
  createdAt: '2026-12-01T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

describe('the printed partners and keys', () => {
  it('shows a partner with its figures, origins and webhook, escaping control characters', () => {
    const text = formatPartners([
      {
        id: ID,
        name: 'Wallet\u202eOne',
        email: 'ops@wallet.example',
        website: null,
        commissionRate: '0.002',
        revenueShare: '0.5',
        allowedOrigins: ['https://wallet.example'],
        webhookUrl: null,
        status: 'active',
        createdAt: '2026-12-01T10:00:00.000Z',
      },
    ]);
    expect(text).toContain(`${ID}  active  Wallet\\u202eOne <ops@wallet.example>`);
    expect(text).toContain('commission 0.002  revenue share 0.5');
    expect(text).toContain('origins https://wallet.example');
    expect(formatPartners([])).toBe('No partners.');
  });

  it('shows keys by prefix, never a token, with their state and last use', () => {
    const text = formatKeys([key, { ...key, revokedAt: '2026-12-02T10:00:00.000Z' }]);
    expect(text).toContain(`sl_sk_${ID}_Ab12…  active  "prod\\x1b[2J"`);
    expect(text).toContain('revoked 2026-12-02 10:00 UTC');
    expect(text).toContain('last used never');
    expect(formatKeys([])).toBe('No keys.');
  });

  it('prints a new token once, with what to do with it', () => {
    const token = `sl_sk_${ID}_${'A'.repeat(32)}`;
    const text = formatIssued({ key, token });
    expect(text).toContain(`  ${token}`);
    expect(text).toMatch(/only time the token is shown/);
  });
});
