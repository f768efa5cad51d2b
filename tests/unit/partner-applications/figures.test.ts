import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadFlatMessages } from '@/tests/unit/i18n/flatten';
import { formatShare } from '@/lib/partner-applications/figures';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the partner program figures', () => {
  it('are written as percentages in the visitor’s language', () => {
    expect(formatShare('en', '0.002')).toBe('0.2%');
    expect(formatShare('en', '0.5')).toBe('50%');
    // A no-break space before the sign (which one depends on the ICU data).
    expect(formatShare('de', '0.002')).toMatch(/^0,2[\u00a0\u202f]%$/);
    expect(formatShare('fr', '0.0025')).toMatch(/^0,25[\u00a0\u202f]%$/);
    expect(formatShare('ja', '0.002')).toBe('0.2%');
    expect(formatShare('tr', '0.5')).toBe('%50');
  });

  it('keep every digit an operator may configure', () => {
    expect(formatShare('en', '0.00012345')).toBe('0.012345%');
    expect(formatShare('en', '0.007')).toBe('0.7%');
  });

  it('come from the environment', async () => {
    vi.stubEnv('PARTNER_COMMISSION_RATE', '0.0035');
    vi.stubEnv('PARTNER_API_REVENUE_SHARE_MAX', '0.4');
    vi.resetModules();
    const { programFigures, programFigureValues } =
      await import('@/lib/partner-applications/figures');
    expect(programFigures()).toEqual({ commissionRate: '0.0035', apiRevenueShareMax: '0.4' });
    expect(programFigureValues('en')).toEqual({ rate: '0.35%', share: '40%' });
    expect(programFigureValues('tr')).toEqual({ rate: '%0,35', share: '%40' });
  });
});

describe('the messages', () => {
  it.each(locales)(
    'name the program figures as {rate} and {share} in %s, never as numbers of their own',
    (locale) => {
      const literal = /(?:^|[^\d])(?:0[.,]2\s?%|%0,2|50\s?%|%50)/u;
      const found = [...loadFlatMessages(locale)].filter(([, text]) => literal.test(text));
      expect(found.map(([key]) => key)).toEqual([]);
    },
  );
});
