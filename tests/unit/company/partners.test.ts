import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toPartners } from '@/lib/partners/partners';
import type { ProviderInfo } from '@/lib/providers/exchange/contract';
import { EXCHANGE_ADAPTERS } from '@/lib/providers/exchange/registry';
import { SANDBOX_PROFILES } from '@/lib/providers/exchange/sandbox/profiles';

const info = (over: Partial<ProviderInfo>): ProviderInfo => ({
  id: 'example',
  name: 'Example',
  sandbox: false,
  kyc: 'rare',
  rating: 4,
  eta: { min: 5, max: 30 },
  website: 'https://example.com',
  rateTypes: ['floating', 'fixed'],
  reverse: true,
  ...over,
});

describe('the partners list', () => {
  it('lists real providers first, then the sandbox, each by name', () => {
    const partners = toPartners([
      info({ id: 'sandbox-b', name: 'Sandbox B', sandbox: true, website: '' }),
      info({ id: 'zeta', name: 'Zeta' }),
      info({ id: 'sandbox-a', name: 'Sandbox A', sandbox: true, website: '' }),
      info({ id: 'alpha', name: 'Alpha' }),
    ]);
    expect(partners.map((partner) => [partner.id, partner.sandbox])).toEqual([
      ['alpha', false],
      ['zeta', false],
      ['sandbox-a', true],
      ['sandbox-b', true],
    ]);
  });

  it('derives the integrations from what each provider declares', () => {
    const [full, floatingOnly] = toPartners([
      info({ id: 'a', name: 'A' }),
      info({ id: 'b', name: 'B', rateTypes: ['floating'], reverse: false }),
    ]);
    expect(full?.integrations).toEqual(['offers', 'fixedRate', 'reverseQuotes', 'statusTracking']);
    expect(floatingOnly?.integrations).toEqual(['offers', 'statusTracking']);
  });

  it('links a real provider to its website and the sandbox to none', () => {
    const [real, sandbox] = toPartners([
      info({ website: 'https://example.com' }),
      info({ id: 'sandbox-x', name: 'Sandbox X', sandbox: true, website: '' }),
    ]);
    expect(real).toMatchObject({
      website: 'https://example.com',
      logo: '/icons/providers/example.svg',
    });
    expect(sandbox).toMatchObject({ website: undefined, sandbox: true });
  });

  it('has a drawn wordmark for every provider the registry can enable', () => {
    const ids = [
      ...EXCHANGE_ADAPTERS.map((adapter) => adapter.info.id),
      ...SANDBOX_PROFILES.map((profile) => profile.id),
    ];
    for (const id of ids) {
      expect(existsSync(path.join('public', 'icons', 'providers', `${id}.svg`)), id).toBe(true);
    }
    for (const adapter of EXCHANGE_ADAPTERS) {
      expect(new URL(adapter.info.website).protocol, adapter.info.id).toBe('https:');
    }
  });
});
