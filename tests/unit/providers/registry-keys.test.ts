import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_ENV_KEYS, EXCHANGE_SECRET_KEYS } from '@/lib/providers/exchange/registry';
import { RAMP_ENV_KEYS, RAMP_SECRET_KEYS } from '@/lib/providers/onramp/registry';
import { PRICE_SECRET_KEYS } from '@/lib/providers/prices';

// The adapters' declarations are the one list of provider keys: the registry reads them, and
// the README's configuration rows and the build's secret canaries must follow. When this fails
// after an adapter was added: write its README rows, and run
// `npx vitest run tests/unit/providers/registry-keys.test.ts -u` to regenerate the canary list.

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const rows = [...README.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]);
const PROVIDER_KEY = /_(API_KEY|API_SECRET|PRIVATE_KEY|AFFILIATE_ID)$/;

describe('provider keys', () => {
  it('has a README configuration row for every key an adapter declares', () => {
    const keys = [...EXCHANGE_ENV_KEYS, ...RAMP_ENV_KEYS];
    expect(keys.filter((key) => !rows.includes(key))).toEqual([]);
  });

  it('documents no provider key that no adapter or price source declares', () => {
    const declared = new Set<string>([
      ...EXCHANGE_ENV_KEYS,
      ...RAMP_ENV_KEYS,
      ...PRICE_SECRET_KEYS,
    ]);
    expect(rows.filter((key) => key && PROVIDER_KEY.test(key) && !declared.has(key))).toEqual([]);
  });

  it('gives the build a canary for every provider secret (lib/providers/secret-keys.json)', async () => {
    const secrets = [...EXCHANGE_SECRET_KEYS, ...RAMP_SECRET_KEYS, ...PRICE_SECRET_KEYS];
    await expect(`${JSON.stringify({ secrets }, null, 2)}\n`).toMatchFileSnapshot(
      '../../../lib/providers/secret-keys.json',
    );
  });
});
