import { describe, expect, it } from 'vitest';
import { formatWidgetProfile, parseCommand } from '@/scripts/admin.mjs';

// `npm run admin -- partners widget …` (docs/white-label.md): what the operator types and what it
// prints. The route is covered by tests/integration/widget-profile.test.ts.

const ID = 'abc123def456';

describe('parseCommand: partners widget', () => {
  it('shows the profile when no option is given', () => {
    expect(parseCommand(['partners', 'widget', ID])).toEqual({
      kind: 'partners-widget',
      id: ID,
      body: null,
    });
  });

  it('reads colours, radius, logo, name and the grant; none removes', () => {
    expect(
      parseCommand([
        'partners',
        'widget',
        ID,
        '--primary',
        '#0a7',
        '--background=#FFFFFF',
        '--border',
        'none',
        '--radius',
        '12',
        '--logo',
        'https://cdn.wallet.example/logo.svg',
        '--name',
        'Wallet One',
        '--allow-hide-logo',
        '--reset-theme',
      ]),
    ).toEqual({
      kind: 'partners-widget',
      id: ID,
      body: {
        theme: { primary: '#0a7', background: '#FFFFFF', border: null, radius: 12 },
        resetTheme: true,
        logoUrl: 'https://cdn.wallet.example/logo.svg',
        displayName: 'Wallet One',
        hideLogoAllowed: true,
      },
    });
    expect(parseCommand(['partners', 'widget', ID, '--logo', 'none', '--deny-hide-logo'])).toEqual({
      kind: 'partners-widget',
      id: ID,
      body: { logoUrl: null, hideLogoAllowed: false },
    });
  });

  it.each([
    [['--primary', 'teal'], /--primary must be a colour/],
    [['--radius', '3em'], /--radius must be pixels/],
    [['--allow-hide-logo', '--deny-hide-logo'], /contradict/],
    [['--allow-hide-logo', '--allow-hide-logo'], /twice/],
    [['--colour', '#000'], /unknown option: --colour/],
  ])('refuses %j', (options, message) => {
    const parsed = parseCommand(['partners', 'widget', ID, ...options]);
    expect('error' in parsed && parsed.error).toMatch(message);
  });

  it('needs one valid partner id', () => {
    for (const args of [[], ['nope'], [ID, ID]]) {
      const parsed = parseCommand(['partners', 'widget', ...args]);
      expect('error' in parsed && parsed.error).toMatch(/one partner id/);
    }
  });
});

describe('formatWidgetProfile', () => {
  it('prints the profile and where a logo may come from, escaping stored text', () => {
    const text = formatWidgetProfile({
      partnerId: ID,
      widget: {
        theme: { primary: '#00aa77', radius: 8 },
        logoUrl: 'https://cdn.wallet.example/logo.svg',
        displayName: 'Wallet\u001b[2J',
        hideLogoAllowed: true,
      },
      logoHosts: { source: 'partner', hosts: ['*.wallet.example'] },
    });
    expect(text).toContain('theme primary #00aa77, radius 8');
    expect(text).toContain('name Wallet\\x1b[2J');
    expect(text).toContain('may hide our logo: yes');
    expect(text).toContain('logos allowed from *.wallet.example (its website and origins');
  });
});
