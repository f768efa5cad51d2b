import { describe, expect, it } from 'vitest';
import { formatPayouts, parseCommand } from '@/scripts/admin.mjs';

// The operator's payout subcommands of scripts/admin.mjs (docs/partners/earnings-and-payouts.md).

describe('admin payouts commands', () => {
  it('parses export, list and paid', () => {
    expect(
      parseCommand([
        'payouts',
        'export',
        '--partner',
        'abcdefabcdef',
        '--from=2026-11-01',
        '--to',
        '2026-11-30',
      ]),
    ).toEqual({
      kind: 'payouts-export',
      partner: 'abcdefabcdef',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(parseCommand(['payouts', 'list'])).toEqual({
      kind: 'payouts-list',
      status: null,
      json: false,
    });
    expect(parseCommand(['payouts', 'list', '--status', 'confirmed', '--json'])).toEqual({
      kind: 'payouts-list',
      status: 'confirmed',
      json: true,
    });
    expect(
      parseCommand(['payouts', 'paid', 'po1234567890abcdef', '--reference', 'SEPA #44']),
    ).toEqual({ kind: 'payouts-paid', id: 'po1234567890abcdef', reference: 'SEPA #44' });
  });

  it.for([
    [['payouts', 'export', '--partner', 'abcdefabcdef', '--from', '2026-11-01']],
    [['payouts', 'export', '--partner', 'x', '--from', '2026-11-01', '--to', '2026-11-30']],
    [
      [
        'payouts',
        'export',
        '--partner',
        'abcdefabcdef',
        '--from',
        '2026-12-01',
        '--to',
        '2026-11-30',
      ],
    ],
    [['payouts', 'list', '--status', 'lost']],
    [['payouts', 'list', '--colour', 'red']],
    [['payouts', 'paid', 'po1234567890abcdef']],
    [['payouts', 'paid', 'nope', '--reference', 'x']],
    [['payouts', 'paid', 'po1234567890abcdef', '--reference']],
    [['payouts', 'cancel']],
  ])('refuses %j with a message', ([args]) => {
    expect(parseCommand(args!)).toHaveProperty('error');
  });

  it('lists payouts one a line, with what is estimated, and prints stored text safely', () => {
    const text = formatPayouts(
      [
        {
          id: 'po1234567890abcdef',
          partnerId: 'abcdefabcdef',
          status: 'paid',
          amountUsd: '70.75',
          commissions: { count: 2, estimated: 1 },
          periodFrom: '2026-10-20T10:00:00.000Z',
          periodTo: '2026-11-28T10:00:00.000Z',
          createdAt: '2026-11-30T08:00:00.000Z',
          paidReference: 'SEPA\u001b[2J',
        },
      ],
      null,
    );
    expect(text).toBe(
      'po1234567890abcdef  paid  70.75 USD  partner abcdefabcdef  2 swaps (1 estimated)  2026-10-20 – 2026-11-28  asked 2026-11-30 08:00 UTC  paid: SEPA\\x1b[2J',
    );
    expect(formatPayouts([], 'requested')).toBe('No requested payouts.');
  });
});
