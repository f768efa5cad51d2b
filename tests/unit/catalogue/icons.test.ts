import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_CURRENCIES } from '@/lib/catalogue/data/currencies';
import { coinIcon, GENERIC_COIN_ICON, networkIcon } from '@/lib/catalogue/icons';
import { NETWORKS } from '@/lib/catalogue/networks';

const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

describe('catalogue icons', () => {
  it('has an icon file for every seeded currency, most of them the coin’s own', () => {
    let own = 0;
    for (const currency of SEED_CURRENCIES) {
      const icon = coinIcon(currency.ticker);
      expect(existsSync(publicFile(icon)), `${currency.code}: ${icon}`).toBe(true);
      if (icon !== GENERIC_COIN_ICON) own += 1;
    }
    expect(own / SEED_CURRENCIES.length).toBeGreaterThan(0.8);
    for (const code of ['btc', 'eth', 'usdt', 'xrp', 'ton', 'sol', 'bnb', 'trx']) {
      expect(coinIcon(code)).toBe(`/icons/coins/${code}.svg`);
    }
  });

  it('has an icon for every network, and every file is an SVG', () => {
    for (const network of NETWORKS) {
      const icon = networkIcon(network.code);
      expect(icon, network.code).not.toBeNull();
      const svg = readFileSync(publicFile(icon ?? ''), 'utf8');
      expect(svg.trimStart().startsWith('<svg'), network.code).toBe(true);
      expect(svg).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });
});
