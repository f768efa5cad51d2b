import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  PROVIDER_ENV_KEYS,
  PROVIDER_KINDS,
  PROVIDER_SECRET_KEYS,
  providerKeyRows,
} from '@/lib/providers/kinds';
import { BRIDGE_ENV_KEYS, BRIDGE_SECRET_KEYS } from '@/lib/providers/bridge/registry';
import { DEX_ENV_KEYS, DEX_SECRET_KEYS } from '@/lib/providers/dex/registry';
import { EXCHANGE_ENV_KEYS, EXCHANGE_SECRET_KEYS } from '@/lib/providers/exchange/registry';
import { RAMP_ENV_KEYS, RAMP_SECRET_KEYS } from '@/lib/providers/onramp/registry';
import { PRICE_SECRET_KEYS } from '@/lib/providers/prices';

// The adapters' declarations are the one list of provider keys (lib/providers/kinds.ts): the
// registries read them, and the README's provider table and the build's secret canaries follow.
// When this fails after an adapter was added, run
// `UPDATE_README=1 npx vitest run tests/unit/providers/registry-keys.test.ts -u`: it writes the
// README's provider table (between its markers) and the canary list.

const README_URL = new URL('../../../README.md', import.meta.url);
const README = readFileSync(README_URL, 'utf8');
const rows = [...README.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]);
// The bridge kind's keys straight from its adapters (its registry call is another change's).
const PROVIDER_KEY = /_(API_KEY|API_SECRET|PRIVATE_KEY|AFFILIATE_ID)$/;
const START = '<!-- provider-keys:start (generated from lib/providers/kinds.ts) -->';
const END = '<!-- provider-keys:end -->';

/** The README's provider table as the kinds declare it, formatted as prettier writes it. */
async function generatedTable(): Promise<string> {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const lines = [
    '| variable | provider | meaning |',
    '| --- | --- | --- |',
    ...providerKeyRows().map(
      ([key, provider, meaning]) => `| \`${key}\` | ${provider} | ${cell(meaning)} |`,
    ),
  ];
  const options = await prettier.resolveConfig(fileURLToPath(README_URL));
  return prettier.format(`${lines.join('\n')}\n`, { ...options, parser: 'markdown' });
}

describe('provider keys', () => {
  it('derives the env keys and canaries from every kind, registries included', () => {
    expect(PROVIDER_KINDS.map((entry) => entry.kind.name)).toEqual([
      'exchange',
      'ramp',
      'dex',
      'bridge',
    ]);
    expect(PROVIDER_ENV_KEYS).toEqual([
      ...EXCHANGE_ENV_KEYS,
      ...RAMP_ENV_KEYS,
      ...DEX_ENV_KEYS,
      ...BRIDGE_ENV_KEYS,
    ]);
    expect(PROVIDER_SECRET_KEYS).toEqual([
      ...EXCHANGE_SECRET_KEYS,
      ...RAMP_SECRET_KEYS,
      ...DEX_SECRET_KEYS,
      ...BRIDGE_SECRET_KEYS,
      ...PRICE_SECRET_KEYS,
    ]);
  });

  it('has a README configuration row for every key an adapter declares', () => {
    const keys = PROVIDER_ENV_KEYS;
    expect(keys.filter((key) => !rows.includes(key))).toEqual([]);
  });

  it('documents no provider key that no adapter or price source declares', () => {
    const declared = new Set<string>([...PROVIDER_ENV_KEYS, ...PRICE_SECRET_KEYS]);
    expect(rows.filter((key) => key && PROVIDER_KEY.test(key) && !declared.has(key))).toEqual([]);
  });

  it("writes the README's provider table from the adapters' declarations", async () => {
    const start = README.indexOf(START);
    const end = README.indexOf(END);
    expect(start, 'README markers').toBeGreaterThan(-1);
    expect(end, 'README markers').toBeGreaterThan(start);
    const table = await generatedTable();
    const current = README.slice(start + START.length, end).trim();
    if (process.env.UPDATE_README === '1' && current !== table.trim()) {
      writeFileSync(
        README_URL,
        `${README.slice(0, start + START.length)}\n\n${table}\n${README.slice(end)}`,
      );
      return;
    }
    expect(current).toBe(table.trim());
  });

  it('gives the build a canary for every provider secret (lib/providers/secret-keys.json)', async () => {
    const secrets = PROVIDER_SECRET_KEYS;
    await expect(`${JSON.stringify({ secrets }, null, 2)}\n`).toMatchFileSnapshot(
      '../../../lib/providers/secret-keys.json',
    );
  });
});
