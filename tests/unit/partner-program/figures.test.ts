import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatShare } from '@/lib/partner-program/figures';

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
    const { programFigures } = await import('@/lib/partner-program/figures');
    expect(programFigures()).toEqual({ commissionRate: '0.0035', apiRevenueShareMax: '0.4' });
  });
});
