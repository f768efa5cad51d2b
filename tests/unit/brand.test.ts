import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env/schema';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function brandWith(vars: Record<string, string>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  vi.resetModules();
  return (await import('@/lib/brand')).brand();
}

describe('brand configuration', () => {
  it('claims nothing about the operator when nothing is configured', async () => {
    const brand = await brandWith({});
    expect(brand).toMatchObject({
      operator: undefined,
      operatorAddress: undefined,
      operatorRegistration: undefined,
      supportEmail: undefined,
      foundedYear: undefined,
      support24x7: false,
    });
  });

  it('reads the operator facts the environment gives', async () => {
    const brand = await brandWith({
      BRAND_OPERATOR: 'Example Ltd',
      BRAND_OPERATOR_ADDRESS: '1 Example Street, Tallinn',
      BRAND_SUPPORT_EMAIL: 'support@example.com',
      BRAND_FOUNDED_YEAR: '2018',
      BRAND_SUPPORT_24_7: 'true',
    });
    expect(brand).toMatchObject({
      operator: 'Example Ltd',
      operatorAddress: '1 Example Street, Tallinn',
      supportEmail: 'support@example.com',
      foundedYear: 2018,
      support24x7: true,
    });
  });

  it('refuses a founding year in the future and a support address that is not one', () => {
    expect(() => parseEnv({ BRAND_FOUNDED_YEAR: '2999' })).toThrow(/BRAND_FOUNDED_YEAR/);
    expect(() => parseEnv({ BRAND_SUPPORT_EMAIL: 'support' })).toThrow(/BRAND_SUPPORT_EMAIL/);
    expect(() => parseEnv({ CONTACT_EMAIL: 'a@b' })).toThrow(/CONTACT_EMAIL/);
  });

  it('computes whole years of expertise, and none without a founding year', async () => {
    const { yearsOfExpertise } = await import('@/lib/brand');
    expect(yearsOfExpertise(new Date('2026-11-27T00:00:00Z'), 2018)).toBe(8);
    expect(yearsOfExpertise(new Date('2026-11-27T00:00:00Z'), undefined)).toBeUndefined();
  });
});
